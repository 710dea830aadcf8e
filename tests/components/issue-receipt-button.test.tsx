import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  IssueReceiptButton,
  type IssueReceiptLabels,
  RECEIPT_ERROR_MS,
} from '@/components/receipts/issue-receipt-button';
import es from '@/messages/es.json';

import { renderWithRouter } from '../support/render-with-router';

const words = es.receipts;
const labels: IssueReceiptLabels = {
  title: words.sectionTitle,
  hint: words.hint,
  issue: words.issue,
  issuing: words.issuing,
  failed: words.issueFailed,
  issued: words.issued,
  view: words.view,
};
const ISSUE = '*/api/suppliers/sup_a/orders/ord_1b2c/receipts';

let posts = 0;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  posts = 0;
  vi.useRealTimers();
});
afterAll(() => server.close());

/**
 * vi.waitFor (which moves fake timers) outside React's act environment, as Testing Library's
 * waitFor runs — that one cannot be used here, it needs a real setTimeout.
 */
async function waitOnFakeClock(check: () => void) {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await vi.waitFor(check);
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

const renderButton = (issued = false) =>
  renderWithRouter(
    <IssueReceiptButton
      supplierId="sup_a"
      orderId="ord_1b2c"
      issued={issued}
      receiptHref="/apps/me/store/orders/ord_1b2c/recibo"
      labels={labels}
    />,
  );

describe('IssueReceiptButton', () => {
  it('issues the receipt once however often it is clicked, then links to it', async () => {
    let answer!: () => void;
    server.use(
      http.post(ISSUE, async () => {
        posts += 1;
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ number: 1 }, { status: 201 });
      }),
    );
    renderButton();
    const button = screen.getByRole('button', { name: 'Generar recibo' });
    fireEvent.click(button);
    await vi.waitFor(() => expect(posts).toBe(1));
    expect(screen.getByRole('button', { name: 'Generando recibo…' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Generando recibo…' }));
    await act(async () => answer());
    expect(await screen.findByRole('link', { name: 'Ver recibo' })).toHaveAttribute(
      'href',
      '/apps/me/store/orders/ord_1b2c/recibo',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Recibo generado.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(posts).toBe(1);
  });

  it("says 'Error al generar el recibo' for 7 s when issuing fails, and lets the owner try again", async () => {
    // Fake timeouts and clock: they move only when the test moves them (waitOnFakeClock moves them
    // 50 ms a check), never with the real time a busy machine takes to answer and render.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let failedAt = 0;
    server.use(
      http.post(ISSUE, () => {
        posts += 1;
        failedAt = Date.now();
        return HttpResponse.json(
          { code: 'order_not_paid', message: 'El pedido aún no está pagado' },
          { status: 409 },
        );
      }),
    );
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Generar recibo' }));
    // The live region is there from the start, empty: wait for its words, not for it.
    const alert = screen.getByRole('alert');
    await waitOnFakeClock(() => expect(alert).toHaveTextContent('Error al generar el recibo'));
    const shownAt = Date.now();
    // The 7 s start between the failed answer and the message showing.
    await act(() => vi.advanceTimersByTimeAsync(failedAt + RECEIPT_ERROR_MS - 1 - shownAt));
    expect(alert).toHaveTextContent('Error al generar el recibo');
    await act(() => vi.advanceTimersByTimeAsync(shownAt + RECEIPT_ERROR_MS - Date.now()));
    expect(alert).toBeEmptyDOMElement();

    server.use(http.post(ISSUE, () => HttpResponse.json({ number: 4 }, { status: 200 })));
    fireEvent.click(screen.getByRole('button', { name: 'Generar recibo' }));
    await waitOnFakeClock(() =>
      expect(screen.getByRole('link', { name: 'Ver recibo' })).toBeInTheDocument(),
    );
    expect(alert).toBeEmptyDOMElement();
    expect(posts).toBe(1);
  });

  it('fails the same way when the network is down', async () => {
    server.use(http.post(ISSUE, () => HttpResponse.error()));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Generar recibo' }));
    const alert = screen.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Error al generar el recibo'));
    expect(screen.getByRole('button', { name: 'Generar recibo' })).toBeEnabled();
  });

  it('only links to a receipt issued before', () => {
    renderButton(true);
    expect(screen.getByRole('region', { name: 'Recibo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver recibo' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
