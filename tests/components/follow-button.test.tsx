import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { FollowButton, type FollowButtonLabels } from '@/components/promoted/follow-button';
import { Toaster } from '@/components/ui/toaster';
import { resetPageQueryClient } from '@/lib/client/cart/query-client';
import { catalogues } from '@/lib/i18n/catalogues';

import { jsonAnswer } from '../support/account-labels';

const words = catalogues.es.promoted;
const labels: FollowButtonLabels = {
  follow: words.follow,
  following: words.following,
  saving: words.saving,
  failedTitle: words.followFailedTitle,
  failed: words.followFailed,
};

let fetchMock: MockInstance<typeof fetch>;

/** Each call waits for `release()` so the loading state can be seen; answers `status`. */
function serve(status: number | 'offline') {
  const pending: Array<() => void> = [];
  fetchMock.mockImplementation(
    () =>
      new Promise<Response>((resolve, reject) => {
        pending.push(() =>
          status === 'offline'
            ? reject(new TypeError('Failed to fetch'))
            : resolve(
                status === 204 || status === 200
                  ? jsonAnswer(status, { user_id: 'usr_paola', state_follow: 'following' })
                  : jsonAnswer(status, { code: 'internal_error', message: '' }),
              ),
        );
      }),
  );
  return {
    release: async () => {
      await act(async () => {
        pending.splice(0).forEach((go) => go());
      });
    },
  };
}

function renderButton(following: boolean) {
  render(
    <>
      <FollowButton
        userId="usr_paola"
        whom="a Paola Medina"
        following={following}
        labels={labels}
        toaster="t"
      />
      <Toaster id="t" />
    </>,
  );
  return screen.getByRole('button', { name: /Paola Medina/ });
}

beforeEach(() => {
  resetPageQueryClient();
  fetchMock = vi.spyOn(globalThis, 'fetch');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('follow button', () => {
  it('shows the state it was rendered with', () => {
    const button = renderButton(true);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName('Siguiendo a Paola Medina');
    expect(button).toHaveAttribute('data-follow-state', 'following');
  });

  it('follows at once, loading until the API answers, then stays following', async () => {
    const api = serve(200);
    const button = renderButton(false);
    expect(button).toHaveAccessibleName('Seguir a Paola Medina');
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(button).toHaveAttribute('data-follow-state', 'loading');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleName('Siguiendo a Paola Medina, Guardando…');
    // A second press while the first is on its way does nothing.
    fireEvent.click(button);
    await api.release();
    await waitFor(() => expect(button).toHaveAttribute('data-follow-state', 'following'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(input)).pathname).toBe('/api/me/follows/usr_paola');
    expect(init?.method).toBe('PUT');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('unfollows with DELETE', async () => {
    const api = serve(204);
    const button = renderButton(true);
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await api.release();
    await waitFor(() => expect(button).toHaveAttribute('data-follow-state', 'not_following'));
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('DELETE');
  });

  it.each([
    ['the API refuses it', 500],
    ['the network fails', 'offline'],
  ] as const)('reverts the follow and says so when %s', async (_why, status) => {
    const api = serve(status);
    const button = renderButton(false);
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await api.release();
    await waitFor(() => expect(button).toHaveAttribute('data-follow-state', 'not_following'));
    expect(button).toHaveAccessibleName('Seguir a Paola Medina');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error en la suscripción');
    expect(alert).toHaveTextContent(
      'No se pudo completar la acción de seguir. Inténtalo más tarde.',
    );
  });

  it('reverts an unfollow too', async () => {
    const api = serve(500);
    const button = renderButton(true);
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await api.release();
    await waitFor(() => expect(button).toHaveAttribute('data-follow-state', 'following'));
  });
});
