-- Stored as YES/NO text until now; a yes/no answer is a boolean like the claim's other two (issue 14).
ALTER TABLE "claims" ALTER COLUMN "benefits_due_another_provider" SET DATA TYPE boolean USING (
  CASE "benefits_due_another_provider" WHEN 'YES' THEN true WHEN 'NO' THEN false ELSE NULL END
);
