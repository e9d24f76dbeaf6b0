import type { TFunction } from 'i18next';
import { z } from 'zod';
import { CreateProjectBody, createProjectBodyNameMax } from '../../generated/projects/projects.zod';

/** The create-project form: the contract's body, with the spec's messages (§5). */
export function createProjectSchema(t: TFunction) {
  return CreateProjectBody.extend({
    name: z
      .string()
      .trim()
      .min(1, t('projects:validation.nameRequired'))
      .max(createProjectBodyNameMax, t('common:validation.maxLength', { max: createProjectBodyNameMax })),
  });
}

export type CreateProjectForm = z.infer<ReturnType<typeof createProjectSchema>>;
