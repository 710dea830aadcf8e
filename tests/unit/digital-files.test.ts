import { describe, expect, it } from 'vitest';

import {
  attachmentDisposition,
  cleanFileName,
  DIGITAL_FILE_NAME_MAX,
  isSupplierFileKey,
} from '@/lib/domain/items/digital-files';

describe("digital items' stored files", () => {
  it('keeps the last segment of a name, without control or refused characters', () => {
    expect(cleanFileName('C:\\fakepath\\guía.pdf')).toBe('guía.pdf');
    expect(cleanFileName('/home/ana/"plan"<1>.zip')).toBe('plan1.zip');
    expect(cleanFileName('..\u0000.bashrc')).toBe('bashrc');
    expect(cleanFileName('   ')).toBe('archivo');
    const long = `${'a'.repeat(300)}.epub`;
    expect(cleanFileName(long)).toHaveLength(DIGITAL_FILE_NAME_MAX);
    expect(cleanFileName(long).endsWith('.epub')).toBe(true);
  });

  it('names the download in ASCII and in UTF-8, so no quote or accent breaks the header', () => {
    expect(attachmentDisposition('guía de ventas.pdf')).toBe(
      `attachment; filename="guia de ventas.pdf"; filename*=UTF-8''gu%C3%ADa%20de%20ventas.pdf`,
    );
    expect(attachmentDisposition("l'album (1).zip")).toBe(
      `attachment; filename="l'album (1).zip"; filename*=UTF-8''l%27album%20%281%29.zip`,
    );
    expect(attachmentDisposition('曲.mp3')).toBe(
      `attachment; filename="_.mp3"; filename*=UTF-8''%E6%9B%B2.mp3`,
    );
  });

  it("tells a supplier's own keys from others' and from any other name", () => {
    const key = 'private/sup_tecno/AAAAAAAAAAAAAAAAAAAAAA';
    expect(isSupplierFileKey(key, 'sup_tecno')).toBe(true);
    expect(isSupplierFileKey(key, 'sup_tec')).toBe(false);
    expect(isSupplierFileKey('private/sup_tecno/../../x', 'sup_tecno')).toBe(false);
    expect(isSupplierFileKey('AAAAAAAAAAAAAAAAAAAAAA.png', 'sup_tecno')).toBe(false);
  });
});
