/**
 * Runs `callback` once, at the visitor's first sign of use (pointer, touch, key, focus, wheel), or at once
 * if that has happened. The header menus and the toaster load then: after first paint, before they are needed,
 * and never for a visit that only reads (issue 20: they were a third of the home page's script).
 */
const events = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;
let acted = false;
const waiting = new Set<() => void>();

function onFirstUse() {
  acted = true;
  events.forEach((name) => window.removeEventListener(name, onFirstUse, true));
  const callbacks = [...waiting];
  waiting.clear();
  callbacks.forEach((callback) => callback());
}

export function onFirstInteraction(callback: () => void): () => void {
  if (acted) {
    callback();
    return () => {};
  }
  if (waiting.size === 0) events.forEach((name) => window.addEventListener(name, onFirstUse, { capture: true, passive: true }));
  waiting.add(callback);
  return () => {
    waiting.delete(callback);
  };
}
