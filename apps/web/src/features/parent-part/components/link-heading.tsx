import { Title } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';

// A link page's heading, which is also the tab's title.
export const LinkHeading = ({ title }: { title: string }) => (
  <>
    <PageTitle title={title} />
    <Title order={1} size="h2">
      {title}
    </Title>
  </>
);
