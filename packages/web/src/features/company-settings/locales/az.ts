import type { Shape } from '../../../lib/i18n.ts';
import type { en } from './en.ts';

/** The texts of en.ts in Azerbaijani. */
export const az: Shape<typeof en> = {
  companySettings: {
    title: 'Şirkət parametrləri',
    details: 'Şirkət məlumatları',
    detailsIntro: 'Şirkətinizin adı və əlaqə məlumatları. Şirkəti silməyi təsdiq edərkən də bu adı yazırsınız.',
    companyName: 'Şirkətin adı',
    industry: 'Sahə',
    address: 'Ünvan',
    phone: 'Telefon',
    phoneHint: 'Rəqəmlər, boşluqlar və + ( ) -, məsələn +994 12 555 55 55',
    linkedin: 'LinkedIn səhifəsi',
    linkedinHint: 'Tam ünvan, məsələn https://www.linkedin.com/company/acme',
    saved: 'Şirkət parametrləri yadda saxlanıldı.',
    logo: 'Loqo',
    logoIntro: 'Loqo yuxarı paneldə tətbiqin adının yanında göstərilir.',
    chooseLogo: 'Şəkil seçin',
    uploadLogo: 'Loqonu yüklə',
    removeLogo: 'Loqonu sil',
    imageHint: 'PNG, JPEG və ya WebP, ən çoxu 2 MB.',
    imageTooLarge: 'Şəklin ölçüsü 2 MB-dan böyükdür.',
    preview: 'Seçilmiş şəklin önizləməsi',
    noLogo: 'Loqo yoxdur',
    logoUploaded: 'Loqo yükləndi.',
    logoRemoved: 'Loqo silindi.',
  },
};
