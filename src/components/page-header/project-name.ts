import { createContext, useContext } from 'react';

/**
 * The open project's name, for the crumbs: provided by the project's layout (src/app/project-layout.tsx),
 * which loads the project before any page of it shows. Outside a project, or before the name is known,
 * there is none (the crumb reads 'Project').
 */
export const ProjectNameContext = createContext<string | undefined>(undefined);

export const useProjectName = (): string | undefined => useContext(ProjectNameContext);
