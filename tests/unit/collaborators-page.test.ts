import { describe, expect, it } from 'vitest';

import {
  collaboratorActionPath,
  collaboratorNotice,
  collaboratorsHref,
  collaboratorsPageQuery,
  isAddFieldNotice,
  isGoodCollaboratorNotice,
} from '@/lib/domain/shop/collaborators-page';

describe('the collaborators page addresses', () => {
  it('reads its query, leaving out what is unusable', () => {
    expect(
      collaboratorsPageQuery({
        page: '2',
        buscar: '  café ',
        aviso: 'added',
        colaborador: 'col_demo_moda',
        tienda: 'moda',
        quitar: 'col_1',
      }),
    ).toEqual({
      page: 2,
      text: 'café',
      notice: 'added',
      collaborator: 'col_demo_moda',
      store: 'moda',
      confirm: 'col_1',
    });
    expect(
      collaboratorsPageQuery({ page: 'x', aviso: 'hacked', colaborador: '<b>', quitar: ['a b'] }),
    ).toEqual({ page: 1, text: '', notice: null, collaborator: null, store: '', confirm: null });
    expect(collaboratorsPageQuery({ buscar: 'a'.repeat(300) }).text).toHaveLength(100);
  });

  it('writes one address per state, under any shop base', () => {
    expect(collaboratorsHref('/tienda/demo/', { page: 1, text: '' })).toBe(
      '/tienda/demo/admin/colaboradores',
    );
    expect(
      collaboratorsHref('/', { page: 3, text: 'café' }, { notice: 'removed', collaborator: 'c1' }),
    ).toBe('/admin/colaboradores?buscar=caf%C3%A9&page=3&aviso=removed&colaborador=c1');
    expect(collaboratorsHref('/tienda/demo/', { page: 1, text: '' }, { confirm: 'c1' })).toBe(
      '/tienda/demo/admin/colaboradores?quitar=c1',
    );
    expect(collaboratorActionPath('/tienda/demo/', 'remove')).toBe(
      '/tienda/demo/admin/colaboradores/quitar',
    );
  });
});

describe('what came of a form', () => {
  const answer = (status: number, code?: string) => ({ status, body: code ? { code } : null });

  it('names each outcome of the API', () => {
    expect(collaboratorNotice('add', answer(201))).toBe('added');
    expect(collaboratorNotice('add', answer(200))).toBe('already');
    expect(collaboratorNotice('refresh', answer(200))).toBe('refreshed');
    expect(collaboratorNotice('remove', answer(204))).toBe('removed');
    expect(collaboratorNotice('add', answer(404, 'shop_not_found'))).toBe('shop_not_found');
    expect(collaboratorNotice('add', answer(422, 'invalid_collaborator'))).toBe(
      'invalid_collaborator',
    );
    expect(collaboratorNotice('add', answer(422, 'validation_error'))).toBe('invalid_store');
    expect(collaboratorNotice('remove', answer(404, 'collaborator_not_found'))).toBe(
      'collaborator_not_found',
    );
    expect(collaboratorNotice('refresh', answer(403, 'csrf_rejected'))).toBe('forbidden');
    expect(collaboratorNotice('add', answer(500, 'internal_error'))).toBe('failed');
    expect(collaboratorNotice('add', null)).toBe('failed');
    // Signed out: to login, no notice.
    expect(collaboratorNotice('add', answer(401, 'unauthorized'))).toBeNull();
  });

  it('shows the store refusals on the add field, and announces the good ones politely', () => {
    expect(isAddFieldNotice('shop_not_found')).toBe(true);
    expect(isAddFieldNotice('forbidden')).toBe(false);
    expect(isGoodCollaboratorNotice('removed')).toBe(true);
    expect(isGoodCollaboratorNotice('failed')).toBe(false);
  });
});
