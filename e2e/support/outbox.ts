import { type BrowserContext, expect } from '@playwright/test';

/** The newest PIN sent to `recipient`, read on the dev outbox page as a person would. */
export async function pinFromOutbox(
  context: BrowserContext,
  recipient: string,
  previous?: string,
): Promise<string> {
  const outbox = await context.newPage();
  let pin = '';
  await expect(async () => {
    await outbox.goto('/dev/outbox');
    const row = outbox.getByTestId('outbox-message').filter({ hasText: recipient }).first();
    const body = await row.locator('td').nth(4).innerText();
    pin = /(\d{6})/.exec(body)?.[1] ?? '';
    expect(pin).not.toBe('');
    if (previous) expect(pin).not.toBe(previous);
  }).toPass({ timeout: 10_000 });
  await outbox.close();
  return pin;
}
