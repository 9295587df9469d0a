/** The page's CSP nonce (the attribute is hidden once parsed; the property keeps it), or undefined. */
export function pageNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

const loading = new Map<string, Promise<void>>();

/** Adds a third-party script once, with the page's nonce so the CSP lets it run. */
export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.nonce = pageNonce() ?? '';
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`script failed to load: ${src}`));
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
