// Browser APIs the shop's components use that jsdom lacks (it has no layout and no media queries).
// Loaded before every UI test by the shared jest preset; the fetch-standard classes come from the
// test environment instead (jest-environment.cjs lends Node's own).
import { matchNoMedia } from './media-queries';

if (!window.matchMedia) window.matchMedia = matchNoMedia;

// antd's table, textarea and grid watch their size; nothing ever resizes without layout.
if (!('ResizeObserver' in window)) {
  Object.assign(window, {
    ResizeObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}

// antd measures the scrollbar through a pseudo-element, which jsdom does not implement (and says so
// loudly): ask for the element's own style instead.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

/**
 * antd's select schedules its option list through a MessageChannel, which jsdom lacks. Node's own would
 * keep the test process alive after the run, so this one delivers messages on jsdom's timers.
 */
class TimerPort {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  peer: TimerPort | null = null;
  postMessage(data: unknown) {
    setTimeout(() => this.peer?.onmessage?.({ data }), 0);
  }
  start() {}
  close() {
    this.onmessage = null;
  }
}
class TimerMessageChannel {
  readonly port1 = new TimerPort();
  readonly port2 = new TimerPort();
  constructor() {
    this.port1.peer = this.port2;
    this.port2.peer = this.port1;
  }
}
if (typeof globalThis.MessageChannel === 'undefined') {
  Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
}
