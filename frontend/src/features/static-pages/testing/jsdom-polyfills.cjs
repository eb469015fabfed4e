// jsdom leaves out TextEncoder/TextDecoder, which react-router reads as it loads (render-static imports this
// first), and matchMedia, which antd's grid reads. Plain CommonJS so the browser-only tsconfig never sees node:util.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const util = require('node:util');

Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });

if (!globalThis.window.matchMedia) {
  globalThis.window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
