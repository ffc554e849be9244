import { options } from 'preact';

type RefCallback = (element: Element | null) => unknown;
type Ref = RefCallback | { current: unknown } | null | undefined;

const alreadyFocused = new WeakSet<Element>();

/** Focuses an element the first time it is mounted (and not again when it re-renders). */
function focusOnce(element: Element | null) {
  if (!(element instanceof HTMLElement) || alreadyFocused.has(element)) return;
  alreadyFocused.add(element);
  // A new subtree may be attached to the document only after its refs run: focus once it is.
  if (element.isConnected) element.focus();
  else queueMicrotask(() => element.focus());
}

// One wrapper per original ref: a new function on every render would make Preact detach and reattach it.
const wrappers = new WeakMap<object, RefCallback>();
function withFocus(ref: Ref): RefCallback {
  if (!ref) return focusOnce;
  let wrapper = wrappers.get(ref);
  if (!wrapper) {
    wrapper = (element) => {
      if (element) focusOnce(element);
      if (typeof ref === 'function') return ref(element);
      ref.current = element;
    };
    wrappers.set(ref, wrapper);
  }
  return wrapper;
}

/**
 * React focuses an element rendered with `autoFocus` when it mounts; Preact (under React's API,
 * build/react-on-preact.ts) only writes the attribute, which browsers honour while the page loads and never for
 * a dialog opened later. This hook on every new element restores React's behaviour. Installed by main.tsx (and
 * the component tests' setup) before anything renders.
 */
export function installAutofocusOnMount() {
  const previous = options.vnode;
  options.vnode = (vnode) => {
    const props = vnode.props as Record<string, unknown> | null;
    if (typeof vnode.type === 'string' && props && (props.autoFocus || props.autofocus)) {
      const node = vnode as unknown as { ref: Ref };
      node.ref = withFocus(node.ref);
    }
    previous?.(vnode);
  };
}
