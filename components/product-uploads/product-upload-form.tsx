'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Papa from 'papaparse';
import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { Toaster, useToast } from '@/components/ui/toaster';
import type { ProductUploadPreview } from '@/lib/api/schemas/product-uploads';
import { productUploadRequests } from '@/lib/client/requests/product-uploads';
import { decodeUploadText } from '@/lib/domain/items/upload-text';

import { FirstRowsTable } from './first-rows-table';
import { UploadRowErrors } from './upload-row-errors';

const TOASTER = 'product-uploads';
/** Rows of the file shown before sending it, the header aside. */
const FIRST_ROWS = 5;
const POLL_MS = 1_000;

type Phase =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'previewed'; preview: ProductUploadPreview }
  | { kind: 'importing'; done: number; total: number };

/**
 * The bulk upload of a supplier's items: the chosen CSV is read in the browser (its first rows
 * shown, Excel's Latin-1 decoded), checked by the server without writing (`dryRun`), and
 * imported on confirmation, with the upload's progress read from the history meanwhile. The
 * history below, rendered by the server, is refreshed when it ends.
 */
export function ProductUploadForm({ supplierId }: { supplierId: string }) {
  const t = useTranslations('productUploads');
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [firstRows, setFirstRows] = useState<string[][]>([]);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  const done = useToast({ toaster: TOASTER, role: 'status', duration: 8_000 });

  useEffect(() => {
    if (phase.kind !== 'importing') return;
    const timer = setInterval(async () => {
      const history = await productUploadRequests.history(supplierId);
      const running = history.ok
        ? history.data.results.find((upload) => upload.status === 'running')
        : undefined;
      if (running) {
        setPhase((now) =>
          now.kind === 'importing'
            ? { kind: 'importing', done: running.rows_done, total: running.rows_total }
            : now,
        );
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [phase.kind, supplierId]);

  async function check(chosen: File) {
    setFile(chosen);
    setFailure(null);
    setPhase({ kind: 'checking' });
    const { text } = decodeUploadText(new Uint8Array(await chosen.arrayBuffer()));
    setFirstRows(
      Papa.parse<string[]>(text, { preview: FIRST_ROWS + 1, skipEmptyLines: 'greedy' }).data,
    );
    const answer = await productUploadRequests.preview(supplierId, chosen);
    if (answer.ok) setPhase({ kind: 'previewed', preview: answer.data });
    else {
      setFailure(answer.error.message || t('errors.empty'));
      setPhase({ kind: 'idle' });
    }
  }

  async function upload(total: number) {
    if (!file) return;
    setPhase({ kind: 'importing', done: 0, total });
    const answer = await productUploadRequests.upload(supplierId, file);
    setPhase({ kind: 'idle' });
    if (!answer.ok) {
      setFailure(answer.error.message || t('errors.empty'));
      return;
    }
    const { rows_created: created, rows_updated: updated, rows_failed: failed } = answer.data;
    done.show(t('done', { created, updated, failed }), failed > 0 ? 'warning' : 'success');
    reset();
    router.refresh();
  }

  function reset() {
    setFile(null);
    setFirstRows([]);
    setPhase({ kind: 'idle' });
    if (input.current) input.current.value = '';
  }

  const preview = phase.kind === 'previewed' ? phase.preview : null;
  return (
    <div className="flex flex-col gap-4">
      <Field label={t('file')} hint={t('fileHint')}>
        {(control) => (
          <Input
            {...control}
            ref={input}
            type="file"
            name="file"
            accept=".csv,text/csv"
            disabled={phase.kind === 'checking' || phase.kind === 'importing'}
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0];
              if (chosen) void check(chosen);
            }}
          />
        )}
      </Field>
      {failure ? <Notice role="alert" message={failure} /> : null}
      {phase.kind === 'checking' ? (
        <Notice role="status" tone="progress" message={t('checking')} />
      ) : null}
      {phase.kind === 'importing' ? (
        <Notice
          role="status"
          tone="progress"
          message={t('importing', { done: phase.done, total: phase.total })}
        />
      ) : null}
      {firstRows.length > 0 && phase.kind !== 'importing' ? (
        <FirstRowsTable rows={firstRows} />
      ) : null}
      {preview ? (
        <section aria-labelledby="upload-preview-title" className="flex flex-col gap-3">
          <h2 id="upload-preview-title" className="text-lg font-semibold">
            {t('previewTitle')}
          </h2>
          <Notice
            role="status"
            tone={preview.rows_failed > 0 ? 'warning' : 'success'}
            message={t('previewSummary', {
              total: preview.rows_total,
              create: preview.rows_created,
              update: preview.rows_updated,
              failed: preview.rows_failed,
            })}
          />
          {preview.encoding === 'windows-1252' ? (
            <Notice tone="info" message={t('encodingLatin')} />
          ) : null}
          <UploadRowErrors errors={preview.errors} />
          <p className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="primary"
              width="auto"
              disabled={preview.rows_created + preview.rows_updated === 0}
              onClick={() => void upload(preview.rows_total)}
            >
              {t('import', { count: preview.rows_created + preview.rows_updated })}
            </Button>
            <Button type="button" variant="outline" onClick={reset}>
              {t('cancel')}
            </Button>
          </p>
        </section>
      ) : null}
      <Toaster id={TOASTER} />
    </div>
  );
}
