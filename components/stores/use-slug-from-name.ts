'use client';

import { useState } from 'react';

import { slugFromName } from '@/lib/domain/shop/store-slug';

/**
 * The slug follows the store's name ('Café Ñandú' → 'cafe-nandu') until the person edits the
 * slug themself or picks a suggestion; emptying the slug lets the name lead again.
 * `setSlug(value, chosen)` writes the form's slug field.
 */
export function useSlugFromName({
  setSlug,
  slugInputId,
  edited = false,
}: {
  setSlug: (slug: string, chosen: boolean) => void;
  slugInputId: string;
  edited?: boolean;
}) {
  const [slugEdited, setSlugEdited] = useState(edited);
  return {
    onNameChange(name: string) {
      if (!slugEdited) setSlug(slugFromName(name), false);
    },
    onSlugChange(slug: string) {
      setSlugEdited(slug !== '');
    },
    /** A suggestion was chosen: it fills the slug and the slug field gets the focus. */
    choose(slug: string) {
      setSlugEdited(true);
      setSlug(slug, true);
      document.getElementById(slugInputId)?.focus();
    },
  };
}
