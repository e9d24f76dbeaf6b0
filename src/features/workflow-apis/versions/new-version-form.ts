/** The new API version form (§5: the name is required): the contract's limits with translated messages. */
import { z } from 'zod';
import { createApiVersionBodyDescriptionMax, createApiVersionBodyVersionNameMax } from '../../../generated/workflow-apis/workflow-apis.zod';
import type { Translate } from '../../../lib/translate';
import { optionalText, requiredText } from '../../../components/form/zod-messages';

export const VERSION_NAME_MAX = createApiVersionBodyVersionNameMax;

export function newVersionSchema(t: Translate) {
  return z.object({
    versionName: requiredText(t, { required: t('apis:newVersion.nameRequired'), max: VERSION_NAME_MAX }),
    description: optionalText(t, createApiVersionBodyDescriptionMax),
  });
}
