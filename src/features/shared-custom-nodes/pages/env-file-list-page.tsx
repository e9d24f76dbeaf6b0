import { PagePlaceholder } from '../../../components/page-placeholder';

/** Configuration files: the screen comes with its own issue; until then the page names itself. */
export function EnvFileListPage() {
  return <PagePlaceholder titleKey="sharedCustomNodeEnvFiles" />;
}
