import { TutorialCenter } from '@/features/tutorials/components/tutorial-center';

export function ActivationTutorialsRoute() {
  return <TutorialCenter />;
}
