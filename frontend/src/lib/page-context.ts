import { useEffect, useSyncExternalStore } from 'react';

/**
 * What the page on screen is about (the product or order a customer is looking at), published by the
 * screen and read by the support widget so the chat knows it without the screens knowing the chat.
 */
export interface PageContext {
  productName?: string;
  orderId?: string;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let current: PageContext = {};

function publish(next: PageContext): void {
  current = next;
  listeners.forEach((listener) => listener());
}

export function getPageContext(): PageContext {
  return current;
}

export function subscribePageContext(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A screen calls this with what it shows; the context is cleared when the screen goes away. */
export function usePublishPageContext(context: PageContext): void {
  const { productName, orderId } = context;
  useEffect(() => {
    publish({ productName, orderId });
    return () => publish({});
  }, [productName, orderId]);
}

export function usePageContext(): PageContext {
  return useSyncExternalStore(subscribePageContext, getPageContext, getPageContext);
}

type OpenRequestListener = () => void;
const openRequestListeners = new Set<OpenRequestListener>();

/**
 * Asks the support widget to open (e.g. "Start Chat" on the installation guide). Publish the page's
 * context first so the chat session is tied to the order and product on screen.
 */
export function requestLiveChat(): void {
  openRequestListeners.forEach((listener) => listener());
}

export function subscribeLiveChatRequests(listener: OpenRequestListener): () => void {
  openRequestListeners.add(listener);
  return () => openRequestListeners.delete(listener);
}
