import { Flex } from '@chakra-ui/react';
import { useParams } from 'react-router';

import { PageSpinner } from '../../../app/routes/guards';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { BuilderCanvas } from '../components/builder-canvas';
import { BuilderTopBar } from '../components/builder-top-bar';
import { useBuilderResume } from '../hooks/use-builder-resume';

/**
 * `/builder/{id}` (SPEC §2 Builder): loads the resume first, then shows it with
 * its title as the document title ("{title} - Vitae").
 */
export function BuilderPage() {
  const { id = '' } = useParams();
  const resume = useBuilderResume(id);
  useDocumentTitle(resume?.title);
  if (!resume) {
    return <PageSpinner />;
  }
  return (
    <Flex direction="column" height="100dvh">
      <BuilderTopBar title={resume.title} locked={resume.locked} />
      <Flex as="main" flex="1" minHeight="0">
        <BuilderCanvas resumeId={resume.id} title={resume.title} data={resume.data} />
      </Flex>
    </Flex>
  );
}
