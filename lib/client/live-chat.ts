/**
 * LiveChat's standard loader (the provider's "manual" snippet, written out): `window.__lc.license`
 * names the account, `LiveChatWidget` queues calls until `tracking.js` arrives and takes them
 * over. Called on the visitor's click, never during page load.
 */

export const LIVE_CHAT_SCRIPT_URL = 'https://cdn.livechatinc.com/tracking.js';

type QueuedCall = [string, unknown[]];

interface LiveChatWidgetApi {
  _q: QueuedCall[];
  _h: ((call: QueuedCall) => void) | null;
  _v: string;
  call: (...args: unknown[]) => void;
  on: (...args: unknown[]) => void;
  once: (...args: unknown[]) => void;
  off: (...args: unknown[]) => void;
}

declare global {
  interface Window {
    __lc?: {
      license?: number;
      integration_name?: string;
      product_name?: string;
      asyncInit?: boolean;
    };
    LiveChatWidget?: LiveChatWidgetApi;
  }
}

function queueingWidget(): LiveChatWidgetApi {
  const widget: LiveChatWidgetApi = {
    _q: [],
    _h: null,
    _v: '2.0',
    call: (...args) => enqueue(['call', args]),
    on: (...args) => enqueue(['on', args]),
    once: (...args) => enqueue(['once', args]),
    off: (...args) => enqueue(['off', args]),
  };
  function enqueue(call: QueuedCall) {
    if (widget._h) widget._h(call);
    else widget._q.push(call);
  }
  return widget;
}

/** Loads the widget for `license` once and opens it; later calls only open it. */
export function openLiveChat(license: number): void {
  if (!document.querySelector(`script[src="${LIVE_CHAT_SCRIPT_URL}"]`)) {
    window.__lc = {
      ...window.__lc,
      license,
      integration_name: 'manual_channels',
      product_name: 'livechat',
    };
    window.LiveChatWidget ??= queueingWidget();
    const script = document.createElement('script');
    script.async = true;
    script.src = LIVE_CHAT_SCRIPT_URL;
    script.dataset.license = String(license);
    document.head.appendChild(script);
  }
  window.LiveChatWidget?.call('maximize');
}
