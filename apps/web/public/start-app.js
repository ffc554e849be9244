// Pages rendered at build time (build/prerender.ts) load the app with this instead of a module script in <head>:
// the page paints from its HTML first, then the app's code is fetched and hydrates it (src/main.tsx). Fetching
// it during the first paint would only compete with the stylesheet and the font for a slow network.
(() => {
  const { entry, preload } = document.currentScript.dataset;
  const start = () => {
    for (const href of preload ? preload.split(' ') : []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
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
