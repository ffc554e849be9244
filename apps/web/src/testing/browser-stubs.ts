// What jsdom lacks and the components use: layout observers, matchMedia, pointer capture (Radix Select) and
// object URLs (media previews). Each stub does the least that lets the component run; the intersection observer
// is driven by the test (`intersectAll`), since jsdom has no layout to decide what is on screen.

type ObserverRecord = { callback: IntersectionObserverCallback; elements: Set<Element>; observer: object };
const intersectionObservers = new Set<ObserverRecord>();

class TestIntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: number[];
  private readonly record: ObserverRecord;

  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.rootMargin = options.rootMargin ?? '0px';
    this.thresholds = [options.threshold ?? 0].flat();
    this.record = { callback, elements: new Set(), observer: this };
    intersectionObservers.add(this.record);
  }
  observe(element: Element) {
    this.record.elements.add(element);
  }
  unobserve(element: Element) {
    this.record.elements.delete(element);
  }
  disconnect() {
    this.record.elements.clear();
    intersectionObservers.delete(this.record);
  }
  takeRecords() {
    return [];
  }
}

/** Tells every live intersection observer that the elements it watches came into view; returns how many. */
export function intersectAll() {
  let told = 0;
  for (const record of [...intersectionObservers]) {
    const entries = [...record.elements].map(
      (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as IntersectionObserverEntry,
    );
    if (entries.length > 0) record.callback(entries, record.observer as IntersectionObserver);
    told += entries.length;
  }
  return told;
}

class TestResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

export function installBrowserStubs() {
  globalThis.IntersectionObserver = TestIntersectionObserver as unknown as typeof IntersectionObserver;
  globalThis.ResizeObserver = TestResizeObserver as unknown as typeof ResizeObserver;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  Element.prototype.scrollIntoView = () => {};
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
  URL.createObjectURL = () => 'blob:test';
  URL.revokeObjectURL = () => {};
}
