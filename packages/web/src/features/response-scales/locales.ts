/** The Response scales screen's texts in en, az and ru (az and ru typed against en: a missing key is a type error). */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en = {
  responseScales: {
    title: 'Response scales',
    intro: 'Templates of ranges with their responses: for rating goals and competencies, and for turning final scores into grades.',
    add: 'Add template',
    readyMade: 'Create ready-made templates',
    readyMadeDone: 'The ready-made templates are in place',
    newTitle: 'New response scale template',
    editTitle: 'Edit template “{{name}}”',
    created: 'Template created',
    empty: 'No templates yet. Create the ready-made ones or add your own.',
    loadFailed: 'Could not load the response scales.',
    deleteWhat: 'The template “{{name}}” will be deleted with its ranges.',
    ranges: 'Ranges',
    noRanges: 'No ranges yet.',
    addRange: 'Add range',
    removeRange: 'Remove range',
    ratingDefault: 'Rating template',
    finalScoreScale: 'Final score scale',
    fields: { name: 'Name', min: 'Min', max: 'Max', response: 'Response', range: 'Range' },
    settings: {
      title: 'The project’s choices',
      rating: 'Default rating template',
      ratingHint: 'Competencies and scale-rated goals are rated on it.',
      finalScore: 'Final score scale',
      finalScoreHint: 'Turns a final score (0–100) into a grade.',
    },
  },
};

const az: Shape<typeof en> = {
  responseScales: {
    title: 'Cavab şkalaları',
    intro: 'Cavabları ilə aralıq şablonları: hədəflərin və kompetensiyaların qiymətləndirilməsi, həmçinin yekun balların dərəcələrə çevrilməsi üçün.',
    add: 'Şablon əlavə et',
    readyMade: 'Hazır şablonları yarat',
    readyMadeDone: 'Hazır şablonlar yaradıldı',
    newTitle: 'Yeni cavab şkalası şablonu',
    editTitle: '“{{name}}” şablonunu redaktə et',
    created: 'Şablon yaradıldı',
    empty: 'Hələ şablon yoxdur. Hazır şablonları yaradın və ya öz şablonunuzu əlavə edin.',
    loadFailed: 'Cavab şkalalarını yükləmək alınmadı.',
    deleteWhat: '“{{name}}” şablonu aralıqları ilə birlikdə silinəcək.',
    ranges: 'Aralıqlar',
    noRanges: 'Hələ aralıq yoxdur.',
    addRange: 'Aralıq əlavə et',
    removeRange: 'Aralığı sil',
    ratingDefault: 'Qiymətləndirmə şablonu',
    finalScoreScale: 'Yekun bal şkalası',
    fields: { name: 'Ad', min: 'Minimum', max: 'Maksimum', response: 'Cavab', range: 'Aralıq' },
    settings: {
      title: 'Layihənin seçimləri',
      rating: 'Əsas qiymətləndirmə şablonu',
      ratingHint: 'Kompetensiyalar və şkala ilə qiymətləndirilən hədəflər bununla qiymətləndirilir.',
      finalScore: 'Yekun bal şkalası',
      finalScoreHint: 'Yekun balı (0–100) dərəcəyə çevirir.',
    },
  },
};

const ru: Shape<typeof en> = {
  responseScales: {
    title: 'Шкалы ответов',
    intro: 'Шаблоны диапазонов с ответами: для оценки целей и компетенций и для перевода итоговых баллов в оценки.',
    add: 'Добавить шаблон',
    readyMade: 'Создать готовые шаблоны',
    readyMadeDone: 'Готовые шаблоны созданы',
    newTitle: 'Новый шаблон шкалы ответов',
    editTitle: 'Изменить шаблон «{{name}}»',
    created: 'Шаблон создан',
    empty: 'Шаблонов пока нет. Создайте готовые или добавьте свой.',
    loadFailed: 'Не удалось загрузить шкалы ответов.',
    deleteWhat: 'Шаблон «{{name}}» будет удалён вместе с диапазонами.',
    ranges: 'Диапазоны',
    noRanges: 'Диапазонов пока нет.',
    addRange: 'Добавить диапазон',
    removeRange: 'Удалить диапазон',
    ratingDefault: 'Шаблон оценки',
    finalScoreScale: 'Шкала итогового балла',
    fields: { name: 'Название', min: 'Мин.', max: 'Макс.', response: 'Ответ', range: 'Диапазон' },
    settings: {
      title: 'Выбор проекта',
      rating: 'Шаблон оценки по умолчанию',
      ratingHint: 'По нему оцениваются компетенции и цели со шкалой.',
      finalScore: 'Шкала итогового балла',
      finalScoreHint: 'Переводит итоговый балл (0–100) в оценку.',
    },
  },
};

export const responseScalesLocales = { en, az, ru };
