import { ProjectsScreen } from '../../features/projects/components/projects-screen.tsx';

/** /projects (super admin): the company's projects. */
export default function ProjectsRoute() {
  return <ProjectsScreen />;
}
