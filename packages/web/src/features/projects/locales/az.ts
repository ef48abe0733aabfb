import type { Shape } from '../../../lib/i18n.ts';
import type { en } from './en.ts';

/** The texts of en.ts in Azerbaijani. */
export const az: Shape<typeof en> = {
  projects: {
    title: 'Layihələr',
    intro:
      'Layihə şirkətinizin müstəqil qiymətləndirmə məkanıdır: törəmə şirkət, filial və ya proqram. Onun öz şöbələri, vəzifələri, işçiləri, dövrləri, hədəfləri və kompetensiyaları olur.',
    create: 'Yeni layihə',
    createTitle: 'Yeni layihə',
    renameTitle: 'Layihənin adını dəyiş',
    rename: 'Adını dəyiş',
    name: 'Layihənin adı',
    column: {
      name: 'Layihə',
      actions: 'Əməliyyatlar',
    },
    selected: 'Seçilmiş',
    created: '“{{name}}” layihəsi yaradıldı.',
    renamed: 'Layihənin adı “{{name}}” olaraq dəyişdirildi.',
    deleted: '“{{name}}” layihəsi silindi.',
    deleteWarning:
      '“{{name}}” layihəsini silmək ona aid olan hər şeyi də silir: şöbələri, vəzifələri, işçiləri, dövrləri, hədəfləri, kompetensiyaları, qiymətləndirmələri və nəticələri.',
    deleteSelected: 'Hazırda bu layihədə işləyirsiniz: qalan layihələrdən birincisi seçiləcək.',
    onlyProject: 'Bu, şirkətin yeganə layihəsidir: şirkətin ən azı bir layihəsi qalmalıdır, ona görə də silinə bilməz. Əvvəlcə başqa layihə yaradın.',
    empty: 'Hələ heç bir layihə yoxdur.',
  },
};
