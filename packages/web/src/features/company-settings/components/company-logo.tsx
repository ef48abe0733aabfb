import Business from '@mui/icons-material/Business';
import type { Company } from '@performa/contracts/api/organisation';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companyQuery } from '../../../api/company.ts';
import { ImageUpload } from '../../../components/ui/image-upload.tsx';
import { notify } from '../../../lib/toast.ts';
import { refreshUser } from '../../../lib/session.ts';
import { removeCompanyLogo } from '../api/remove-company-logo.ts';
import { uploadCompanyLogo } from '../api/upload-company-logo.ts';

/** The company logo: upload (PNG, JPEG, WebP, ≤ 2 MB, checked before sending), preview, remove; the top bar follows. */
export function CompanyLogo({ company }: { company: Company }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const saved = (next: Company, message: string) => {
    queryClient.setQueryData(companyQuery().queryKey, next);
    notify.success(message);
    void refreshUser();
  };

  return (
    <ImageUpload
      imageUrl={company.logo}
      alt={company.company_name}
      shape="square"
      placeholder={<Business sx={{ fontSize: 56 }} aria-label={t('companySettings.noLogo')} />}
      onUpload={async (file) => saved(await uploadCompanyLogo(file), t('companySettings.logoUploaded'))}
      onRemove={async () => saved(await removeCompanyLogo(), t('companySettings.logoRemoved'))}
      testId="logo"
      labels={{
        choose: t('companySettings.chooseLogo'),
        upload: t('companySettings.uploadLogo'),
        remove: t('companySettings.removeLogo'),
        hint: t('companySettings.imageHint'),
        tooLarge: t('companySettings.imageTooLarge'),
        preview: t('companySettings.preview'),
      }}
    />
  );
}
