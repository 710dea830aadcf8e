import { PRIMARY_BUTTON } from '../account/form-styles';
import { Notice } from '../profile/notice';
import type { SaveLabels } from './shop-settings-labels';

/** The end of every settings form: its result and its save button. */
export function SettingsFormFooter({
  labels,
  saved,
  failure,
  submitting,
}: {
  labels: SaveLabels;
  saved: string | null;
  failure: string | null;
  submitting: boolean;
}) {
  return (
    <>
      <Notice role="status" message={saved} />
      <Notice role="alert" message={failure} />
      <button type="submit" disabled={submitting} className={`${PRIMARY_BUTTON} sm:w-auto`}>
        {submitting ? labels.saving : labels.save}
      </button>
    </>
  );
}
