import type { Shape } from '../../../lib/i18n.ts';
import type { en } from './en.ts';

/** The texts of en.ts in Russian. */
export const ru: Shape<typeof en> = {
  companySettings: {
    title: 'Настройки компании',
    details: 'Данные компании',
    detailsIntro: 'Название компании и контакты. Это же название вы вводите, чтобы подтвердить удаление компании.',
    companyName: 'Название компании',
    industry: 'Отрасль',
    address: 'Адрес',
    phone: 'Телефон',
    phoneHint: 'Цифры, пробелы и + ( ) -, например +994 12 555 55 55',
    linkedin: 'Страница в LinkedIn',
    linkedinHint: 'Полный адрес, например https://www.linkedin.com/company/acme',
    saved: 'Настройки компании сохранены.',
    logo: 'Логотип',
    logoIntro: 'Логотип показывается в верхней панели рядом с названием приложения.',
    chooseLogo: 'Выбрать изображение',
    uploadLogo: 'Загрузить логотип',
    removeLogo: 'Удалить логотип',
    imageHint: 'PNG, JPEG или WebP, не более 2 МБ.',
    imageTooLarge: 'Изображение больше 2 МБ.',
    preview: 'Предпросмотр выбранного изображения',
    noLogo: 'Нет логотипа',
    logoUploaded: 'Логотип загружен.',
    logoRemoved: 'Логотип удалён.',
  },
};
