/**
 * One icon per area of the registry (areas.ts), by the area's id: the top menu, the sidebar, the page
 * headers and the project home all draw an area with the same picture. A record over every AreaId, so an
 * area added to the registry without its icon does not compile.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import ApiOutlinedIcon from '@mui/icons-material/ApiOutlined';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ExtensionOutlinedIcon from '@mui/icons-material/ExtensionOutlined';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import ManageSearchOutlinedIcon from '@mui/icons-material/ManageSearchOutlined';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import StorageOutlinedIcon from '@mui/icons-material/StorageOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import WorkHistoryOutlinedIcon from '@mui/icons-material/WorkHistoryOutlined';
import type { AreaId } from './areas';

export const AREA_ICONS: Record<AreaId, SvgIconComponent> = {
  home: DashboardOutlinedIcon,
  workflows: AccountTreeOutlinedIcon,
  publishedApis: ApiOutlinedIcon,
  knowledge: LibraryBooksOutlinedIcon,
  knowledgeIndexes: ManageSearchOutlinedIcon,
  knowledgeFiles: DescriptionOutlinedIcon,
  datasets: TableChartOutlinedIcon,
  jobs: WorkHistoryOutlinedIcon,
  agents: SmartToyOutlinedIcon,
  tools: BuildOutlinedIcon,
  customNodes: ExtensionOutlinedIcon,
  databaseConnections: StorageOutlinedIcon,
  sharedCustomNodes: HubOutlinedIcon,
};
