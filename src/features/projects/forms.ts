import { z } from 'zod';
import { optionalText, requiredText } from '../../components/form/zod-messages';
import type { Translate } from '../../lib/translate';
import { CreateProjectBody, createProjectBodyDescriptionMax, createProjectBodyNameMax } from '../../generated/projects/projects.zod';

/** The create-project form: the contract's body, with the spec's messages (§5). */
export function createProjectSchema(t: Translate) {
  return CreateProjectBody.extend({
    name: requiredText(t, { required: t('projects:validation.nameRequired'), max: createProjectBodyNameMax }),
    description: optionalText(t, createProjectBodyDescriptionMax),
  });
}

export type CreateProjectForm = z.infer<ReturnType<typeof createProjectSchema>>;
