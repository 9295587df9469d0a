import type { ReactNode } from 'react';
import { PanelCaption, PanelCard, PanelTitle } from './panel-card.tsx';

/** A card with a title, a caption and a chart (or a message) below. */
export function ChartCard({ title, caption, testId, children }: { title: string; caption: string; testId: string; children: ReactNode }) {
  return (
    <PanelCard testId={testId} fill>
      <PanelTitle>{title}</PanelTitle>
      <PanelCaption below={1}>{caption}</PanelCaption>
      {children}
    </PanelCard>
  );
}
