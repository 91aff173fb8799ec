import { Text } from '@mantine/core';
import { renderingFor, type Translated } from '@claims/shared';
import { useLanguage } from '../lib/use-language';

export type LegalTextProps = {
  text: Translated;
};

// A legal text as the documents print it: the English, which governs and is what is signed, then, for a
// reader of another language, its rendering under a note saying so (ADR 020).
export const LegalText = ({ text }: LegalTextProps) => {
  const language = useLanguage();
  const rendering = renderingFor(text, language);
  return (
    <>
      <Text size="sm" lang="en">
        {text.en}
      </Text>
      {rendering && (
        <Text size="sm" c="dimmed" mt={4}>
          <Text span fs="italic" inherit>
            {rendering.note}
          </Text>{' '}
          {rendering.text}
        </Text>
      )}
    </>
  );
};
