'use client';

import { useTranslations } from 'next-intl';

const CELL = 'px-2 py-1 text-left align-top whitespace-nowrap';

/** The file's header and first rows, as the browser read them. */
export function FirstRowsTable({ rows }: { rows: readonly string[][] }) {
  const t = useTranslations('productUploads');
  const [header = [], ...body] = rows;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-upload-first-rows>
        <caption className="mb-1 text-left font-semibold">{t('firstRows')}</caption>
        <thead>
          <tr className="border-b border-gray-200 dark:border-gray-700">
            {header.map((cell, index) => (
              <th key={index} scope="col" className={CELL}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {body.map((row, index) => (
            <tr key={index} className="border-b border-gray-100 dark:border-gray-800">
              {row.map((cell, column) => (
                <td key={column} className={CELL}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
