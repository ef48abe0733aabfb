/** The setup wizard's texts in en, az and ru (az and ru typed against en: a missing key is a type error). */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const en = {
  wizard: {
    title: 'Setup wizard',
    back: 'Back',
    next: 'Next',
    complete: 'Everything is set up: the project is ready for its evaluations.',
    steps: {
      company: 'Company',
      project: 'Project',
      departments: 'Departments',
      positions: 'Positions',
      employees: 'Employees',
      periods: 'Periods and rounds',
      scales: 'Response scales',
      categories: 'Categories',
      competencies: 'Competencies',
      goals: 'Goals',
      weights: 'Weights',
    },
    hints: {
      company: 'Enter your company’s details and logo.',
      project: 'Projects are independent evaluation workspaces (a subsidiary, a branch). Rename the first one or add more.',
      departments: 'Build the department tree of the selected project.',
      positions: 'Add the positions of each department and whom they report to.',
      employees: 'Add employees by hand or import them from an Excel or CSV file.',
      periods: 'Create the evaluation period (for example the year) and its rounds: generate them quarterly, half-yearly or monthly, or add them by hand.',
      scales:
        'Create the rating scale used to rate competencies and goals, and the final score scale that turns a score into a grade. The ready-made templates are one click away.',
      categories: 'Group goals and competencies into categories (for example Financial, Customer; Leadership, Technical).',
      competencies: 'Define the competencies and give each position its competencies with a weight and a norm.',
      goals: 'Define the positional goals of each position; personal goals are generated from them for each period.',
      weights: 'Set how the final score splits between goals and competencies, and the weight of each evaluation party.',
    },
  },
};

const az: Shape<typeof en> = {
  wizard: {
    title: 'Quraşdırma ustası',
    back: 'Geri',
    next: 'İrəli',
    complete: 'Hər şey quraşdırıldı: layihə qiymətləndirmələrə hazırdır.',
    steps: {
      company: 'Şirkət',
      project: 'Layihə',
      departments: 'Şöbələr',
      positions: 'Vəzifələr',
      employees: 'İşçilər',
      periods: 'Dövrlər və mərhələlər',
      scales: 'Cavab şkalaları',
      categories: 'Kateqoriyalar',
      competencies: 'Kompetensiyalar',
      goals: 'Hədəflər',
      weights: 'Çəkilər',
    },
    hints: {
      company: 'Şirkətinizin məlumatlarını və loqosunu daxil edin.',
      project: 'Layihələr müstəqil qiymətləndirmə sahələridir (törəmə şirkət, filial). Birincini adlandırın və ya yenilərini əlavə edin.',
      departments: 'Seçilmiş layihənin şöbə strukturunu qurun.',
      positions: 'Hər şöbənin vəzifələrini və onların kimə tabe olduğunu əlavə edin.',
      employees: 'İşçiləri əl ilə əlavə edin və ya Excel ya da CSV faylından idxal edin.',
      periods: 'Qiymətləndirmə dövrünü (məsələn, il) və onun mərhələlərini yaradın: onları rüblük, yarımillik və ya aylıq yaradın, ya da əl ilə əlavə edin.',
      scales:
        'Kompetensiyaların və hədəflərin qiymətləndirildiyi şkalanı və balı dərəcəyə çevirən yekun bal şkalasını yaradın. Hazır şablonlar bir kliklə yaradılır.',
      categories: 'Hədəfləri və kompetensiyaları kateqoriyalara qruplaşdırın (məsələn, Maliyyə, Müştəri; Liderlik, Texniki).',
      competencies: 'Kompetensiyaları müəyyən edin və hər vəzifəyə çəki və norma ilə kompetensiyalarını verin.',
      goals: 'Hər vəzifənin vəzifə hədəflərini müəyyən edin; fərdi hədəflər hər dövr üçün onlardan yaradılır.',
      weights: 'Yekun balın hədəflər və kompetensiyalar arasında necə bölündüyünü və hər qiymətləndirmə tərəfinin çəkisini təyin edin.',
    },
  },
};

const ru: Shape<typeof en> = {
  wizard: {
    title: 'Мастер настройки',
    back: 'Назад',
    next: 'Далее',
    complete: 'Всё настроено: проект готов к оценкам.',
    steps: {
      company: 'Компания',
      project: 'Проект',
      departments: 'Отделы',
      positions: 'Должности',
      employees: 'Сотрудники',
      periods: 'Периоды и этапы',
      scales: 'Шкалы ответов',
      categories: 'Категории',
      competencies: 'Компетенции',
      goals: 'Цели',
      weights: 'Веса',
    },
    hints: {
      company: 'Укажите данные компании и её логотип.',
      project: 'Проекты — это независимые пространства оценки (дочерняя компания, филиал). Переименуйте первый или добавьте новые.',
      departments: 'Постройте структуру отделов выбранного проекта.',
      positions: 'Добавьте должности каждого отдела и укажите, кому они подчиняются.',
      employees: 'Добавьте сотрудников вручную или импортируйте их из файла Excel или CSV.',
      periods: 'Создайте период оценки (например, год) и его этапы: сгенерируйте их поквартально, по полугодиям или помесячно либо добавьте вручную.',
      scales:
        'Создайте шкалу, по которой оцениваются компетенции и цели, и шкалу итоговой оценки, которая переводит балл в оценку. Готовые шаблоны создаются одним щелчком.',
      categories: 'Сгруппируйте цели и компетенции по категориям (например, Финансы, Клиенты; Лидерство, Технические).',
      competencies: 'Определите компетенции и назначьте каждой должности её компетенции с весом и нормой.',
      goals: 'Определите должностные цели каждой должности; личные цели создаются из них для каждого периода.',
      weights: 'Задайте, как итоговая оценка делится между целями и компетенциями, и вес каждой стороны оценки.',
    },
  },
};

export const wizardLocales = { en, az, ru };
