import { useTranslation } from 'react-i18next';
import { StatusTag } from '#client/components/status-tag/status-tag.tsx';

/** A test's or a check's outcome: "passed" in green or "failed" in red (test all and the model check). */
export function ResultTag({ passed }: { passed: boolean }) {
  const { t } = useTranslation('channel');
  return <StatusTag variant="outlined" color={passed ? 'success' : 'error'} label={t(passed ? 'testAll.passed' : 'testAll.failed')} />;
}
