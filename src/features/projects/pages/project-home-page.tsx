import Box from '@mui/material/Box';
import { AccessDeniedPage, refusedLoad } from '../../../components/errors/access-denied-page';
import { useGetProject } from '../../../generated/projects/projects';
import { useProjectId } from '../../../lib/use-project-id';
import { AreaCounts } from '../home/area-counts';
import { ORG_WIDE } from '../home/areas';
import { GettingStarted } from '../home/getting-started';
import { ProjectHeader } from '../home/project-header';
import { RecentJobs } from '../home/recent-jobs';
import { RecentWorkflows } from '../home/recent-workflows';
import { useAreaFigures } from '../home/use-project-overview';
import { RecentDebugRuns } from '../home/recent-debug-runs';

/**
 * The project home (route /poc/projects/{projectId}, issue #19): the project's name and primary actions,
 * a figure per area with links, the recently edited workflows and the recent job executions, every block
 * from its own query (all in parallel) with its own loading, empty and error-with-retry state. A project
 * with nothing in it yet (every one of its own areas answered 0) shows how to start instead. A project the
 * backend refuses (403) shows the access-denied page.
 */
export function ProjectHomePage() {
  const projectId = useProjectId();
  const figures = useAreaFigures(projectId);
  const own = figures.filter((figure) => !ORG_WIDE.has(figure.area));
  const empty = own.every((figure) => figure.count === 0);
  // The header's query (one request): a project the backend refuses is the access-denied page (§2).
  const refused = refusedLoad(useGetProject(projectId));

  if (refused) return <AccessDeniedPage error={refused} />;
  return (
    <Box component="section" sx={{ p: 3, maxWidth: 1400, mx: 'auto' }}>
      <ProjectHeader projectId={projectId} />
      {empty ? (
        <GettingStarted projectId={projectId} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <AreaCounts figures={figures} projectId={projectId} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
            <RecentWorkflows projectId={projectId} />
            <RecentJobs projectId={projectId} />
            <RecentDebugRuns projectId={projectId} />
          </Box>
        </Box>
      )}
    </Box>
  );
}
