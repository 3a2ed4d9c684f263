declare global {
  interface Window {
    __nonce__?: string;
  }
}

// react-hot-toast's styler (goober) gives its <style> element window.__nonce__, already while its
// module loads (its keyframes): this module is imported first. The server's Content-Security-Policy
// allows only styles carrying the nonce it wrote into this page.
window.__nonce__ = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;

export {};
