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
    // A short wait per look, so a message not written yet means another look, not a hang.
    const body = await row.locator('td').nth(4).innerText({ timeout: 2_000 });
    pin = /(\d{6})/.exec(body)?.[1] ?? '';
    expect(pin).not.toBe('');
    if (previous) expect(pin).not.toBe(previous);
    // Sign-up writes the PIN's e-mail after its answer; on a loaded machine (two workers and the
    // server on two cores) a look at the outbox alone has taken several seconds.
  }).toPass({ timeout: 30_000 });
  await outbox.close();
  return pin;
}
