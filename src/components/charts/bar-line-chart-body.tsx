/**
 * The inside of a chart of bars and a line over a band x axis, a y axis on each side and the legend above: put it
 * in a ChartsDataProvider that declares those axes and series. Composed as MUI X Charts 9 composes its own charts —
 * the legend and tooltip are HTML beside the SVG (ChartsWrapper), the plots and axes in the SVG (ChartsSurface); in a
 * ChartsContainer, whose children all go into the SVG, a legend's list is never drawn.
 */
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';

export interface BarLineChartBodyProps {
  xAxisId: string;
  /** The y axes' ids: the bars' on the left, the line's on the right (`position: 'right'` in the provider). */
  leftAxisId: string;
  rightAxisId: string;
}

export function BarLineChartBody({ xAxisId, leftAxisId, rightAxisId }: BarLineChartBodyProps) {
  return (
    <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
      <ChartsLegend />
      <ChartsSurface>
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis axisId={xAxisId} tickLabelStyle={{ fontSize: 11 }} />
        <ChartsYAxis axisId={leftAxisId} />
        <ChartsYAxis axisId={rightAxisId} />
      </ChartsSurface>
      <ChartsTooltip />
    </ChartsWrapper>
  );
}
