// Pages rendered at build time, and member pages' documents (build/prerender.ts), load the app with this instead
// of a module script in <head>: the page paints from its HTML first, then the app's code is fetched and takes
// over (src/main.tsx). Fetching it during the first paint would only compete with the stylesheet and the font
// for a slow network.
(() => {
  const { entry, preload, first } = document.currentScript.dataset;
  // The modules the entry imports (the framework), each run by a script of its own before the entry: evaluated
  // with it, they made one long task of their sum, which a tap would wait behind (issue #16). The entry finds
  // them evaluated already. A module script's load event comes once it has run.
  const runInTurn = (sources) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = sources[0];
    if (sources.length > 1)
      script.onload = script.onerror = () => setTimeout(() => runInTurn(sources.slice(1)));
    document.head.append(script);
  };
  const start = () => {
    const hrefs = preload ? preload.split(' ') : [];
    // A few links per task: a member page names dozens of files, and adding them all at once was one long task
    // (each link starts its request there and then) that a tap would wait behind.
    const addSome = () => {
      for (const href of hrefs.splice(0, 6)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      if (hrefs.length > 0) return setTimeout(addSome);
      runInTurn([...(first ? first.split(' ') : []), entry]);
    };
    addSome();
  };
  // Once the first paint is on screen. A hidden tab paints nothing, so it starts at once; a browser that does
  // not report paints starts after a short wait.
  let hasStarted = false;
  const startOnce = () => {
    if (hasStarted) return;
    hasStarted = true;
    start();
  };
  if (document.visibilityState === 'hidden') return startOnce();
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      startOnce();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing here: the timer below starts the app.
  }
  setTimeout(startOnce, 3000);
})();
