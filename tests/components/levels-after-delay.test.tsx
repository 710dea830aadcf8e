import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AfterDelay } from '@/components/storefront/levels/after-delay';
import { EarnCommissionsPromo } from '@/components/storefront/levels/earn-commissions-promo';

import { leaveVisit, visitAs } from '../support/levels-visitor';
import { renderWithIntl } from '../support/render-with-intl';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  leaveVisit();
});

/** Lets the visitor request answer, then moves the clock. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('anonymous-gated content', () => {
  it('appears for a signed-in visitor only after 3 seconds', async () => {
    await visitAs(0);
    renderWithIntl(<AfterDelay>Contenido para usuarios</AfterDelay>);
    await wait(2999);
    expect(screen.queryByText('Contenido para usuarios')).not.toBeInTheDocument();
    await wait(1);
    expect(screen.getByText('Contenido para usuarios')).toBeInTheDocument();
  });

  it('never appears for an anonymous visitor', async () => {
    await visitAs(null);
    renderWithIntl(<AfterDelay>Contenido para usuarios</AfterDelay>);
    await wait(10_000);
    expect(screen.queryByText('Contenido para usuarios')).not.toBeInTheDocument();
  });

  it('can be narrowed to some levels', async () => {
    await visitAs(2);
    renderWithIntl(<AfterDelay levels={[1]}>Solo nivel uno</AfterDelay>);
    await wait(5000);
    expect(screen.queryByText('Solo nivel uno')).not.toBeInTheDocument();
  });
});

describe('earn-commissions promo', () => {
  it('a level-one visitor gets the link to the entrepreneur page after 3 seconds', async () => {
    await visitAs(1);
    renderWithIntl(<EarnCommissionsPromo shop={{ slug: 'demo' }} base="/tienda/demo/" />);
    await wait(1000);
    expect(screen.queryByRole('link', { name: 'Gana comisiones' })).not.toBeInTheDocument();
    await wait(2000);
    // The link is a chunk of its own (lazy-islands.tsx): let it arrive.
    await act(async () => {
      await import('@/components/storefront/levels/earn-commissions-link');
    });
    expect(screen.getByRole('link', { name: 'Gana comisiones' })).toHaveAttribute(
      'href',
      '/asistentes/emprendedores',
    );
  });

  it('a level-two visitor does not get it', async () => {
    await visitAs(2);
    renderWithIntl(<EarnCommissionsPromo shop={{ slug: 'demo' }} base="/tienda/demo/" />, 'en');
    await wait(5000);
    expect(screen.queryByRole('link', { name: 'Earn commissions' })).not.toBeInTheDocument();
  });
});
