<?php
/**
 * Seed data for the local WordPress, run by wordpress/seed.sh with the php CLI.
 *
 * Idempotent: categories are keyed by slug, posts and images by a
 * `_curadoria_seed_key` meta (falling back to the post slug), so re-running
 * updates in place. Dates are relative to "now" on every run.
 *
 * Edge cases (stable slugs, see wordpress/README.md):
 *   luminaria-led-de-mesa-sem-imagem  no featured image
 *   fita-de-led-rgb-sem-preco         no `price` meta at all
 *   tapete-de-yoga-sem-link           no `affiliate_url` meta at all
 *   teste-xss-conteudo-malicioso      hostile title/excerpt/content/meta
 *   rascunho-nao-publicar             draft, must never reach the public API
 * Category "Comparativos" is deliberately left without posts, and the default
 * category (renamed "Sem categoria") gets none either.
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

$started  = microtime( true );
$site_url = getenv( 'WP_SITE_URL' );

require __DIR__ . '/cli-request.php';

require getenv( 'WP_SITE_DIR' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/post.php';
require __DIR__ . '/draw-image.php';

if ( ! function_exists( 'curadoria_afiliados_register_meta' ) ) {
	fwrite( STDERR, "[seed] the curadoria-afiliados plugin is not active; run wordpress/up.sh\n" );
	exit( 1 );
}

// Bulk import: never call the plugin's deploy hook for each seeded post or
// category (if one is configured, trigger a single rebuild afterwards from
// Configurações > Curadoria Afiliados > "Disparar rebuild agora").
add_filter( 'curadoria_afiliados_deploy_hook_enabled', '__return_false' );

// Act as the administrator: unfiltered_html lets the hostile markup be stored
// as written (kses would otherwise strip <script> from a capability-less user).
$admin = get_user_by( 'login', 'admin' );
if ( ! $admin ) {
	$admins = get_users( array( 'role' => 'administrator', 'number' => 1 ) );
	$admin  = $admins ? $admins[0] : null;
}
if ( ! $admin ) {
	fwrite( STDERR, "[seed] no administrator user found\n" );
	exit( 1 );
}
wp_set_current_user( $admin->ID );
kses_remove_filters();
wp_defer_term_counting( true );

const SEED_KEY = '_curadoria_seed_key';

/* ---------------------------------------------------------------------------
 * Categories
 * ------------------------------------------------------------------------ */

$category_defs = array(
	'tecnologia'                => 'Tecnologia',
	'casa'                      => 'Casa',
	'moda'                      => 'Moda',
	'utilidades'                => 'Utilidades',
	'saude-e-cuidados-pessoais' => 'Saúde e Cuidados Pessoais',
	'comparativos'              => 'Comparativos', // intentionally left empty
	'esporte'                   => 'Esporte',
);

$cat_ids = array();
foreach ( $category_defs as $slug => $name ) {
	$term = get_term_by( 'slug', $slug, 'category' );
	if ( $term ) {
		wp_update_term( $term->term_id, 'category', array( 'name' => $name ) );
		$cat_ids[ $slug ] = (int) $term->term_id;
	} else {
		$created = wp_insert_term( $name, 'category', array( 'slug' => $slug ) );
		if ( is_wp_error( $created ) ) {
			fwrite( STDERR, "[seed] category $slug: " . $created->get_error_message() . "\n" );
			exit( 1 );
		}
		$cat_ids[ $slug ] = (int) $created['term_id'];
	}
}

// The default category ("Uncategorized" on an English install) gets a
// Portuguese name and no posts.
$default_cat = (int) get_option( 'default_category' );
if ( $default_cat && ! in_array( $default_cat, $cat_ids, true ) ) {
	wp_update_term( $default_cat, 'category', array( 'name' => 'Sem categoria', 'slug' => 'sem-categoria' ) );
}

// WordPress's sample "Hello world!" post would sit in the default category.
$hello = get_posts( array( 'name' => 'hello-world', 'post_type' => 'post', 'post_status' => 'any', 'numberposts' => 1 ) );
foreach ( $hello as $h ) {
	if ( ! get_post_meta( $h->ID, SEED_KEY, true ) ) {
		wp_delete_post( $h->ID, true );
	}
}

/* ---------------------------------------------------------------------------
 * Products
 * Each: slug, title (may contain entities), categories, price, affiliate URL,
 * days ago, excerpt ('' = let WordPress generate one), intro, features, verdict.
 * ------------------------------------------------------------------------ */

$amazon = static function ( $asin ) {
	return 'https://www.amazon.com.br/dp/' . $asin . '?tag=curadoria-20';
};

$products = array(
	array(
		'slug'     => 'fone-bluetooth-jbl-tune-520bt',
		'title'    => 'Fone de Ouvido Bluetooth JBL Tune 520BT &#8211; Som Pure Bass',
		'cats'     => array( 'tecnologia' ),
		'price'    => 'R$ 249,90',
		'url'      => $amazon( 'B0C4JBTLT1' ),
		'days'     => 2,
		'excerpt'  => 'Até 57 horas de bateria, conexão multiponto e o grave “Pure Bass” da JBL por menos de R$ 250.',
		'intro'    => 'O <strong>JBL Tune 520BT</strong> é o fone on-ear que mais aparece nas listas de &#8220;melhor custo-benefício&#8221; &#8211; e não é à toa.',
		'features' => array( 'Bateria de até 57 horas', 'Conexão multiponto com dois aparelhos', 'Carregamento rápido: 5 min = 3 h de música', 'Dobrável e leve (157 g)' ),
		'verdict'  => 'Para quem quer um fone sem fio confiável para o dia a dia, é difícil achar algo melhor nessa faixa de preço&hellip;',
	),
	array(
		'slug'     => 'smartwatch-amazfit-bip-5',
		'title'    => 'Smartwatch Amazfit Bip 5 “Custo-Benefício” com GPS',
		'cats'     => array( 'tecnologia', 'esporte' ),
		'price'    => 'R$ 499,00',
		'url'      => $amazon( 'B0CBM5KQ2X' ),
		'days'     => 1,
		'excerpt'  => 'Tela grande de 1,91", GPS integrado, chamadas pelo relógio e até 10 dias de bateria.',
		'intro'    => 'O Amazfit Bip 5 aposta em uma tela enorme e em bateria que dura mais de uma semana, algo raro em smartwatches desse preço.',
		'features' => array( 'Tela de 1,91" com brilho ajustável', 'GPS com 4 sistemas de satélite', 'Mais de 120 modos esportivos', 'Resistência à água 5 ATM' ),
		'verdict'  => 'Ótima porta de entrada para quem quer monitorar treinos e sono sem gastar muito.',
	),
	array(
		'slug'     => 'caixa-de-som-jbl-go-3',
		'title'    => 'Caixa de Som Portátil JBL Go 3 à Prova d’Água',
		'cats'     => array( 'tecnologia' ),
		'price'    => 'R$ 229,00',
		'url'      => $amazon( 'B08KW1KR5H' ),
		'days'     => 45,
		'excerpt'  => '',
		'intro'    => 'Pequena o suficiente para caber no bolso da mochila, a JBL Go 3 tem certificação IP67 contra água e poeira.',
		'features' => array( 'Certificação IP67', 'Até 5 horas de reprodução', 'Alça integrada', 'Várias cores disponíveis' ),
		'verdict'  => 'Perfeita para banho, piscina e viagens curtas.',
	),
	array(
		'slug'     => 'echo-dot-5-geracao',
		'title'    => 'Echo Dot 5ª Geração com Alexa &#8211; Smart Speaker',
		'cats'     => array( 'tecnologia' ),
		'price'    => 'R$ 379,05',
		'url'      => $amazon( 'B09B8V1LZ3' ),
		'days'     => 6,
		'excerpt'  => 'Som mais encorpado que a geração anterior, sensor de temperatura e controle da casa inteligente por voz.',
		'intro'    => 'A quinta geração do Echo Dot melhorou justamente o ponto fraco das anteriores: o som.',
		'features' => array( 'Alto-falante de 1,73" com graves melhores', 'Sensor de temperatura integrado', 'Controle de lâmpadas e tomadas inteligentes', 'Rotinas com a Alexa em português' ),
		'verdict'  => 'A forma mais barata de começar uma casa conectada.',
	),
	array(
		'slug'     => 'kindle-paperwhite-16gb',
		'title'    => 'Kindle Paperwhite 16 GB: Tela de 6,8&#8221; e Luz Ajustável',
		'cats'     => array( 'tecnologia' ),
		'price'    => 'R$ 799,00',
		'url'      => $amazon( 'B09TMN58KL' ),
		'days'     => 120,
		'excerpt'  => 'À prova d’água, com luz de temperatura ajustável e bateria que dura semanas.',
		'intro'    => 'Para quem lê muito, o Paperwhite continua sendo o equilíbrio ideal entre preço e recursos.',
		'features' => array( 'Tela antirreflexo de 6,8" e 300 ppi', 'Luz com temperatura ajustável', 'Resistente à água (IPX8)', 'Bateria de até 10 semanas' ),
		'verdict'  => 'Se você lê mais de um livro por mês, o investimento se paga.',
		'long'     => 3,
	),
	array(
		'slug'     => 'carregador-portatil-power-bank-20000mah',
		'title'    => 'Carregador Portátil Power Bank 20.000 mAh Turbo',
		'cats'     => array( 'tecnologia' ),
		'price'    => 'R$ 129,90',
		'url'      => 'https://www.mercadolivre.com.br/p/MLB19283746?matt_tool=curadoria',
		'days'     => 200,
		'excerpt'  => 'Carrega o celular até 4 vezes e tem saída USB-C de 22,5 W.',
		'intro'    => 'Um bom power bank evita o desespero da bateria acabando no meio do dia.',
		'features' => array( '20.000 mAh de capacidade', 'USB-C PD de 22,5 W', 'Duas saídas USB-A', 'Indicador de carga em LED' ),
		'verdict'  => 'Indispensável para viagens e dias longos fora de casa.',
	),
	array(
		'slug'     => 'mouse-sem-fio-logitech-m720',
		'title'    => 'Mouse Sem Fio Logitech M720 Triathlon &amp; Multidispositivo',
		'cats'     => array( 'tecnologia' ),
		'price'    => 'R$ 289,90',
		'url'      => $amazon( 'B01N4Q5NVM' ),
		'days'     => 310,
		'excerpt'  => 'Alterna entre três computadores com um botão e a pilha dura até 24 meses.',
		'intro'    => 'O M720 é o mouse de quem trabalha com notebook, desktop e tablet ao mesmo tempo.',
		'features' => array( 'Pareamento com até 3 dispositivos', 'Bluetooth ou receptor Unifying', 'Até 24 meses com uma pilha AA', 'Rolagem hiper-rápida' ),
		'verdict'  => 'Ergonômico e versátil &#8211; um clássico que continua valendo.',
	),
	array(
		'slug'     => 'webcam-full-hd-1080p',
		'title'    => 'Webcam Full HD 1080p com Microfone Embutido',
		'cats'     => array( 'tecnologia' ),
		'price'    => 'R$ 159,90',
		'url'      => 'https://www.magazineluiza.com.br/webcam-full-hd-1080p/p/abc123def/in/wbcm/?partner_id=curadoria',
		'days'     => 75,
		'excerpt'  => 'Imagem nítida para reuniões e aulas on-line, com foco fixo e microfone estéreo.',
		'intro'    => 'A câmera embutida do notebook raramente faz jus às reuniões importantes.',
		'features' => array( 'Resolução 1080p a 30 fps', 'Microfone estéreo com redução de ruído', 'Clipe universal para monitor', 'Plug and play via USB' ),
		'verdict'  => 'Upgrade barato que faz diferença em toda videochamada.',
	),
	array(
		'slug'     => 'air-fryer-mondial-4-litros',
		'title'    => 'Air Fryer Mondial 4L Family Inox &#8211; Fritadeira Sem Óleo',
		'cats'     => array( 'casa' ),
		'price'    => 'R$ 399,90',
		'url'      => $amazon( 'B07YQ4H4S9' ),
		'days'     => 0,
		'excerpt'  => 'Cesto de 4 litros, acabamento em inox e timer de 60 minutos: a air fryer mais vendida do Brasil.',
		'intro'    => 'Batata frita crocante sem uma gota de óleo? A <strong>Air Fryer Mondial Family</strong> entrega isso e muito mais.',
		'features' => array( 'Cesto antiaderente de 4 L', 'Temperatura até 200 °C', 'Timer de 60 min com desligamento automático', 'Acabamento em aço inox' ),
		'verdict'  => 'Para famílias de 3 a 4 pessoas, é a compra mais certeira da categoria.',
		'long'     => 9, // longest post: about 3 min of reading
	),
	array(
		'slug'     => 'aspirador-robo-wap-robot-w90',
		'title'    => 'Aspirador Robô WAP Robot W90 com Mapeamento',
		'cats'     => array( 'casa' ),
		'price'    => 'R$ 1.299,00',
		'url'      => $amazon( 'B0BSHF7WHR' ),
		'days'     => 8,
		'excerpt'  => 'Aspira e passa pano, mapeia a casa e é controlado pelo celular.',
		'intro'    => 'Robôs aspiradores ficaram acessíveis, e o W90 é um dos mais completos abaixo de R$ 1.500.',
		'features' => array( 'Mapeamento por giroscópio', 'Função mop (passa pano)', 'Controle por aplicativo e Alexa', 'Volta sozinho para a base' ),
		'verdict'  => 'Quem tem pets e pouco tempo vai agradecer.',
	),
	array(
		'slug'     => 'cafeteira-expresso-oster-primalatte',
		'title'    => 'Cafeteira Expresso Oster PrimaLatte&hellip; Vale a Pena?',
		'cats'     => array( 'casa' ),
		'price'    => 'R$ 899,90',
		'url'      => $amazon( 'B07MHJXQ1B' ),
		'days'     => 55,
		'excerpt'  => 'Cappuccino e latte com um toque: reservatório de leite automático e 15 bar de pressão.',
		'intro'    => 'A PrimaLatte promete café de cafeteria em casa. Testamos se a promessa se cumpre.',
		'features' => array( '15 bar de pressão', 'Reservatório de leite removível', 'Funciona com pó ou sachê', 'Bandeja aquecedora de xícaras' ),
		'verdict'  => 'Sim, vale &#8211; especialmente para quem toma leite com café todo dia.',
		'long'     => 4,
	),
	array(
		'slug'     => 'jogo-de-panelas-tramontina-paris',
		'title'    => 'Jogo de Panelas Antiaderente Tramontina Paris 7 Peças',
		'cats'     => array( 'casa' ),
		'price'    => 'R$ 449,90',
		'url'      => $amazon( 'B07B8K4X2P' ),
		'days'     => 140,
		'excerpt'  => '',
		'intro'    => 'Antiaderente Starflon Max, tampas de vidro e cabos que não esquentam.',
		'features' => array( '7 peças com tampas de vidro', 'Revestimento Starflon Max', 'Serve para fogão a gás e elétrico', 'Pode ir à lava-louças' ),
		'verdict'  => 'Kit completo para montar ou renovar a cozinha.',
	),
	array(
		'slug'     => 'liquidificador-philips-walita-serie-5000',
		'title'    => 'Liquidificador Philips Walita Série 5000 1200W',
		'cats'     => array( 'casa' ),
		'price'    => 'R$ 279,90',
		'url'      => $amazon( 'B08L5R1Q9C' ),
		'days'     => 260,
		'excerpt'  => 'Motor de 1200 W, jarra de 3 litros e lâminas ProBlend que trituram gelo.',
		'intro'    => 'Potente e silencioso para o que se propõe, o Série 5000 aguenta vitaminas, sopas e gelo.',
		'features' => array( '1200 W de potência', 'Jarra de 3 L', '5 velocidades + pulsar', 'Filtro removível' ),
		'verdict'  => 'Robusto, fácil de limpar e com ótimo preço.',
	),
	array(
		'slug'     => 'umidificador-de-ar-ultrassonico',
		'title'    => 'Umidificador de Ar Ultrassônico 2,5 L com Aromatizador',
		'cats'     => array( 'casa' ),
		'price'    => 'R$ 139,90',
		'url'      => $amazon( 'B0B7QX1R2M' ),
		'days'     => 390,
		'excerpt'  => 'Silencioso, com luz noturna e até 12 horas de funcionamento.',
		'intro'    => 'No tempo seco, um umidificador no quarto melhora muito a qualidade do sono.',
		'features' => array( 'Reservatório de 2,5 L', 'Até 12 h de uso contínuo', 'Compartimento para essências', 'Desligamento automático sem água' ),
		'verdict'  => 'Barato e eficiente para ambientes de até 20 m².',
	),
	array(
		'slug'     => 'tenis-olympikus-corre-3',
		'title'    => 'Tênis Olympikus Corre 3 Masculino &#8211; Leve e Macio',
		'cats'     => array( 'moda' ),
		'price'    => 'R$ 299,99',
		'url'      => 'https://www.netshoes.com.br/tenis-olympikus-corre-3-masculino-ABC-1234?campaign=curadoria',
		'days'     => 4,
		'excerpt'  => 'Espuma Eleva de alto retorno e só 230 g: o queridinho dos corredores brasileiros.',
		'intro'    => 'O Corre 3 virou fenômeno nas assessorias de corrida pelo conforto e pelo preço justo.',
		'features' => array( 'Entressola com espuma Eleva', 'Apenas 230 g (tamanho 40)', 'Cabedal respirável', 'Drop de 8 mm' ),
		'verdict'  => 'Um dos melhores tênis nacionais para treinos diários.',
	),
	array(
		'slug'     => 'mochila-antifurto-usb',
		'title'    => 'Mochila Antifurto USB & Cabo de Aço para Notebook 15,6"',
		'cats'     => array( 'moda' ),
		'price'    => 'R$ 189,90',
		'url'      => $amazon( 'B07QDXYZ12' ),
		'days'     => 90,
		'excerpt'  => 'Zíperes escondidos, porta USB para power bank e tecido impermeável.',
		'intro'    => 'Para quem anda de transporte público com o notebook, segurança é prioridade.',
		'features' => array( 'Zíperes ocultos nas costas', 'Porta USB externa', 'Compartimento acolchoado para 15,6"', 'Tecido repelente à água' ),
		'verdict'  => 'Bonita, discreta e prática no dia a dia.',
	),
	array(
		'slug'     => 'oculos-de-sol-polarizado-uv400',
		'title'    => 'Óculos de Sol Polarizado UV400 Unissex',
		'cats'     => array( 'moda' ),
		'price'    => 'R$ 119,90',
		'url'      => $amazon( 'B09ZXCVB34' ),
		'days'     => 170,
		'excerpt'  => 'Lentes polarizadas com proteção UV400 e armação leve de TR90.',
		'intro'    => 'Óculos polarizados reduzem o reflexo do asfalto e da água &#8211; ótimo para dirigir.',
		'features' => array( 'Lentes polarizadas', 'Proteção UV400', 'Armação flexível TR90', 'Acompanha estojo rígido' ),
		'verdict'  => 'Estilo clássico que combina com tudo.',
	),
	array(
		'slug'     => 'relogio-casio-vintage-a168wa',
		'title'    => 'Relógio Casio Vintage A168WA &#8211; Clássico “Retrô”',
		'cats'     => array( 'moda' ),
		'price'    => 'R$ 349,00',
		'url'      => $amazon( 'B000GAYQKY' ),
		'days'     => 330,
		'excerpt'  => '',
		'intro'    => 'O digital prateado que atravessou décadas e voltou com tudo às vitrines.',
		'features' => array( 'Pulseira de aço inoxidável', 'Luz de fundo em LED', 'Cronômetro e alarme', 'Resistente a respingos' ),
		'verdict'  => 'Um ícone acessível &#8211; presente certeiro.',
	),
	array(
		'slug'     => 'garrafa-termica-stanley-classic-1l',
		'title'    => 'Garrafa Térmica Stanley Classic 1 L',
		'cats'     => array( 'utilidades' ),
		'price'    => 'R$ 329,00',
		'url'      => $amazon( 'B0002P2GE0' ),
		'days'     => 3,
		'excerpt'  => 'Mantém bebidas quentes por 24 horas e geladas por até 24 horas. Garantia vitalícia.',
		'intro'    => 'A Stanley Classic é praticamente indestrutível e vira companheira por anos.',
		'features' => array( 'Aço inoxidável 18/8', 'Quente ou gelado por 24 h', 'Tampa que vira copo', 'Garantia vitalícia' ),
		'verdict'  => 'Cara? Sim. Mas dura a vida inteira.',
	),
	array(
		'slug'     => 'kit-chaves-de-precisao-24-em-1',
		'title'    => 'Kit Chaves de Precisão 24 em 1 com Estojo Magnético para Celular, Notebook, Óculos, Videogame e Pequenos Reparos Domésticos',
		'cats'     => array( 'utilidades' ),
		'price'    => 'R$ 159,00',
		'url'      => $amazon( 'B07QH5V6LK' ),
		'days'     => 65,
		'excerpt'  => 'Pontas em aço S2 e estojo de alumínio: abre de celular a videogame.',
		'intro'    => 'Um bom kit de precisão resolve pequenos reparos sem precisar de assistência técnica.',
		'features' => array( '24 pontas de aço S2', 'Cabo com rolamento giratório', 'Estojo de alumínio magnético', 'Pontas Torx, Phillips e Pentalobe' ),
		'verdict'  => 'Ferramenta que todo mundo deveria ter na gaveta.',
	),
	array(
		'slug'     => 'organizador-de-cabos-magnetico',
		'title'    => 'Organizador de Cabos Magnético (Pack c/ 6)',
		'cats'     => array( 'utilidades' ),
		'price'    => 'R$ 39,90',
		'url'      => $amazon( 'B08ORGCAB6' ),
		'days'     => 230,
		'excerpt'  => 'Adeus cabos caindo atrás da mesa: prende na borda com adesivo 3M.',
		'intro'    => 'Pequenos, baratos e extremamente úteis para quem trabalha em casa.',
		'features' => array( '6 presilhas magnéticas', 'Adesivo 3M reposicionável', 'Serve para cabos de até 6 mm', 'Silicone antiderrapante' ),
		'verdict'  => 'Melhor R$ 40 que você vai gastar na sua mesa.',
	),
	array(
		'slug'     => 'lanterna-tatica-led-recarregavel',
		'title'    => 'Lanterna Tática LED Recarregável 1000 Lúmens',
		'cats'     => array( 'utilidades' ),
		'price'    => 'R$ 89,90',
		'url'      => $amazon( 'B07LANT100' ),
		'days'     => 280,
		'excerpt'  => 'Zoom ajustável, 5 modos de luz e bateria recarregável via USB.',
		'intro'    => 'Para acampamentos, quedas de energia ou o porta-luvas do carro.',
		'features' => array( '1000 lúmens', 'Zoom ajustável', '5 modos, incluindo SOS', 'Corpo em alumínio resistente' ),
		'verdict'  => 'Compacta e potente &#8211; vale cada centavo.',
	),
	array(
		'slug'     => 'escova-dental-eletrica-oral-b-pro-series-1',
		'title'    => 'Escova Dental Elétrica Oral-B Pro Series 1',
		'cats'     => array( 'saude-e-cuidados-pessoais' ),
		'price'    => 'R$ 219,90',
		'url'      => $amazon( 'B0B2ORALB1' ),
		'days'     => 5,
		'excerpt'  => 'Remove até 300% mais placa que uma escova manual, com sensor de pressão.',
		'intro'    => 'Dentistas recomendam escovas oscilatórias-rotativas, e a Pro Series 1 é a porta de entrada da Oral-B.',
		'features' => array( 'Sensor de pressão visível', 'Timer de 2 minutos', 'Bateria de até 2 semanas', 'Compatível com todos os refis Oral-B' ),
		'verdict'  => 'Seus dentes (e seu dentista) vão notar a diferença.',
	),
	array(
		'slug'     => 'kit-secador-e-chapinha-taiff',
		'title'    => 'Kit Secador &amp; Chapinha Taiff Style',
		'cats'     => array( 'saude-e-cuidados-pessoais' ),
		'price'    => 'R$ 259,90',
		'url'      => $amazon( 'B0TAIFF001' ),
		'days'     => 100,
		'excerpt'  => 'Secador de 2000 W e prancha de cerâmica com íons: o kit completo para o cabelo.',
		'intro'    => 'A Taiff é referência entre cabeleireiros, e este kit traz o essencial para casa.',
		'features' => array( 'Secador de 2000 W', 'Prancha com placas de cerâmica', 'Tecnologia de íons', 'Bivolt' ),
		'verdict'  => 'Ótimo presente e ótimo custo por peça.',
	),
	array(
		'slug'     => 'balanca-de-bioimpedancia-bluetooth',
		'title'    => 'Balança de Bioimpedância Inteligente Bluetooth',
		'cats'     => array( 'saude-e-cuidados-pessoais' ),
		'price'    => 'R$ 149,90',
		'url'      => $amazon( 'B0BALANC42' ),
		'days'     => 150,
		'excerpt'  => 'Mede peso, gordura corporal, massa muscular e mais 10 indicadores no app.',
		'intro'    => 'Acompanhar só o peso engana; a bioimpedância mostra o que está mudando de verdade.',
		'features' => array( '13 medidas corporais', 'Sincroniza com Google Fit e Apple Saúde', 'Vidro temperado de 6 mm', 'Reconhece vários usuários' ),
		'verdict'  => 'Motivação extra para quem está em processo de emagrecimento ou hipertrofia.',
	),
	array(
		'slug'     => 'massageador-eletrico-pistola',
		'title'    => 'Massageador Elétrico Tipo Pistola &#8211; 6 Velocidades',
		'cats'     => array( 'saude-e-cuidados-pessoais', 'esporte' ),
		'price'    => 'R$ 199,90',
		'url'      => $amazon( 'B0MASSAGE6' ),
		'days'     => 350,
		'excerpt'  => 'Alivia tensões e acelera a recuperação muscular depois do treino.',
		'intro'    => 'A terapia por percussão saiu das clínicas e chegou às academias.',
		'features' => array( '6 velocidades', '4 ponteiras intercambiáveis', 'Bateria de até 6 horas', 'Motor silencioso' ),
		'verdict'  => 'Para quem treina pesado, é quase obrigatório.',
	),
	array(
		'slug'     => 'bicicleta-ergometrica-dream-magnetica',
		'title'    => 'Bicicleta Ergométrica Dream Fitness Magnética',
		'cats'     => array( 'esporte' ),
		'price'    => 'R$ 1.099,00',
		'url'      => $amazon( 'B0DREAMBK1' ),
		'days'     => 7,
		'excerpt'  => 'Resistência magnética com 8 níveis e monitor de frequência cardíaca.',
		'intro'    => 'Treinar em casa ficou mais fácil: a Dream Magnética é silenciosa e ocupa pouco espaço.',
		'features' => array( '8 níveis de carga magnética', 'Monitor com 6 funções', 'Suporta até 110 kg', 'Banco com regulagem de altura' ),
		'verdict'  => 'Excelente para cardio diário sem sair de casa.',
	),
	array(
		'slug'     => 'kit-elasticos-extensores-treino',
		'title'    => 'Kit 11 Elásticos Extensores para Treino em Casa',
		'cats'     => array( 'esporte' ),
		'price'    => 'R$ 79,90',
		'url'      => $amazon( 'B0ELASTIC1' ),
		'days'     => 48,
		'excerpt'  => '',
		'intro'    => 'Com cinco níveis de resistência, os extensores substituem boa parte dos aparelhos da academia.',
		'features' => array( '5 tubos de resistências diferentes', 'Alças e tornozeleiras', 'Âncora de porta', 'Bolsa para transporte' ),
		'verdict'  => 'Academia portátil por menos de R$ 100.',
	),
	array(
		'slug'     => 'bola-de-futebol-nike-strike',
		'title'    => 'Bola de Futebol Nike Strike Campo',
		'cats'     => array( 'esporte' ),
		'price'    => 'R$ 149,99',
		'url'      => 'https://www.centauro.com.br/bola-de-futebol-de-campo-nike-strike-123456.html?cor=01&utm_source=curadoria',
		'days'     => 180,
		'excerpt'  => 'Grafismo de alta visibilidade e gomos que melhoram o controle.',
		'intro'    => 'Bola oficial de treino com a mesma tecnologia de voo das bolas de jogo.',
		'features' => array( 'Costurada à máquina', 'Câmara de borracha', 'Design de alta visibilidade', 'Tamanho 5 oficial' ),
		'verdict'  => 'A escolha certa para a pelada de fim de semana.',
	),

	// ---- edge cases -------------------------------------------------------
	array(
		'slug'     => 'luminaria-led-de-mesa-sem-imagem',
		'title'    => 'Luminária LED de Mesa Articulada com Carregador por Indução',
		'cats'     => array( 'casa' ),
		'price'    => 'R$ 179,90',
		'url'      => $amazon( 'B0LUMINAR1' ),
		'days'     => 9,
		'excerpt'  => 'Três temperaturas de cor e base que carrega o celular sem fio.',
		'intro'    => 'Iluminação boa e celular carregado no mesmo lugar da mesa.',
		'features' => array( '3 temperaturas de cor', 'Base de carregamento Qi de 10 W', 'Haste articulada', 'Toque sensível para ajuste de brilho' ),
		'verdict'  => 'Economiza espaço e tomada.',
		'edge'     => 'no_image',
	),
	array(
		'slug'     => 'fita-de-led-rgb-sem-preco',
		'title'    => 'Fita de LED RGB 5 m com Controle via App',
		'cats'     => array( 'tecnologia' ),
		'price'    => null, // no price meta at all
		'url'      => $amazon( 'B0FITALED5' ),
		'days'     => 70,
		'excerpt'  => 'Milhões de cores, modo música e controle pelo celular ou por voz.',
		'intro'    => 'Transforme o quarto ou o setup gamer com uma fita de LED inteligente.',
		'features' => array( '5 metros com adesivo', 'Controle por app e Alexa', 'Modo que pisca com a música', 'Pode ser cortada' ),
		'verdict'  => 'Efeito incrível por pouco dinheiro.',
		'edge'     => 'no_price',
	),
	array(
		'slug'     => 'tapete-de-yoga-sem-link',
		'title'    => 'Tapete de Yoga Antiderrapante 6 mm',
		'cats'     => array( 'esporte' ),
		'price'    => 'R$ 99,90',
		'url'      => null, // no affiliate_url meta at all
		'days'     => 2,
		'excerpt'  => 'Material TPE ecológico, antiderrapante dos dois lados e alça para transporte.',
		'intro'    => 'Um bom tapete faz diferença na estabilidade das posturas e no conforto dos joelhos.',
		'features' => array( '6 mm de espessura', 'TPE atóxico', 'Dupla face antiderrapante', 'Alça de transporte inclusa' ),
		'verdict'  => 'Ideal para yoga, pilates e alongamento.',
		'edge'     => 'no_affiliate_url',
	),
);

/* ---------------------------------------------------------------------------
 * Content helpers
 * ------------------------------------------------------------------------ */

/** Generic buying-guide paragraphs, used to make some posts longer (reading time). */
$guide_paragraphs = array(
	'Antes de comprar, compare o preço em mais de uma loja e confira se o vendedor é oficial. Em datas como Black Friday e Prime Day os descontos costumam ser reais, mas vale acompanhar o histórico de preços para não cair em “promoções” infladas.',
	'Leia as avaliações de outros compradores com atenção: as notas de 3 estrelas costumam trazer os comentários mais equilibrados, com pontos positivos e negativos. Fotos enviadas por clientes também ajudam a ter noção do tamanho real do produto.',
	'Verifique a garantia e a política de troca. Produtos importados vendidos por terceiros podem ter garantia apenas do vendedor, o que dificulta o suporte caso algo dê errado depois de alguns meses de uso.',
	'Por fim, pense no uso que você fará no dia a dia. O modelo mais caro nem sempre é o mais indicado; muitas vezes a versão intermediária entrega 90% da experiência pela metade do preço &#8211; e é exatamente esse tipo de escolha que a nossa curadoria procura destacar.',
	'Nossa equipe acompanha lançamentos, testa produtos sempre que possível e atualiza as recomendações quando surge uma opção melhor. Os links desta página são de afiliados: se você comprar por eles, recebemos uma pequena comissão, sem custo extra para você.',
	'Outro ponto importante é o consumo de energia. Aparelhos com selo Procel A gastam menos e, ao longo de alguns anos, a economia na conta de luz pode compensar a diferença de preço em relação a modelos mais baratos e menos eficientes.',
	'Se o produto for presente, confira se a loja oferece embalagem para presente e nota fiscal no nome de quem vai usar. Isso facilita trocas e o acionamento da garantia diretamente com o fabricante, sem depender de quem fez a compra.',
	'Também vale conferir o tamanho e o peso antes de fechar o pedido. Muita gente só percebe na entrega que o aparelho não cabe na bancada ou no armário; as medidas estão sempre na ficha técnica, logo abaixo da descrição do anúncio.',
	'Por último, cuidado com anúncios de preço muito abaixo do mercado, principalmente em marketplaces. Desconfie de vendedores sem histórico, de pagamento apenas por transferência e de prazos de entrega longos demais: quando a oferta parece boa demais, geralmente é.',
);

/**
 * Build post content. Three styles so the app sees every kind of markup:
 * 0 = Gutenberg blocks, 1 = classic HTML, 2 = both mixed.
 */
function curadoria_seed_content( array $p, $style, array $guide ) {
	$items = '';
	foreach ( $p['features'] as $f ) {
		$items .= '<li>' . $f . '</li>';
	}
	$extra = array_slice( $guide, 0, isset( $p['long'] ) ? (int) $p['long'] : 1 );

	if ( 0 === $style ) {
		$out  = "<!-- wp:paragraph -->\n<p>{$p['intro']}</p>\n<!-- /wp:paragraph -->\n\n";
		$out .= "<!-- wp:heading -->\n<h2>Principais características</h2>\n<!-- /wp:heading -->\n\n";
		$out .= "<!-- wp:list -->\n<ul>{$items}</ul>\n<!-- /wp:list -->\n\n";
		foreach ( $extra as $para ) {
			$out .= "<!-- wp:paragraph -->\n<p>{$para}</p>\n<!-- /wp:paragraph -->\n\n";
		}
		$out .= "<!-- wp:paragraph -->\n<p><strong>Vale a pena?</strong> {$p['verdict']}</p>\n<!-- /wp:paragraph -->";
		return $out;
	}
	if ( 1 === $style ) {
		$out  = "<p>{$p['intro']}</p>\n\n<p><strong>Destaques:</strong></p>\n<ul>\n";
		foreach ( $p['features'] as $f ) {
			$out .= "\t<li>{$f}</li>\n";
		}
		$out .= "</ul>\n\n";
		foreach ( $extra as $para ) {
			$out .= "<p>{$para}</p>\n\n";
		}
		$out .= "<p><em>Veredito:</em> {$p['verdict']}</p>";
		return $out;
	}
	// Mixed: classic paragraphs without <p> (wpautop adds them) + blocks.
	$out  = "{$p['intro']}\n\nConfira o que mais chamou a nossa atenção &hellip;\n\n";
	$out .= "<!-- wp:list -->\n<ul>{$items}</ul>\n<!-- /wp:list -->\n\n";
	foreach ( $extra as $para ) {
		$out .= "{$para}\n\n";
	}
	$out .= "<!-- wp:quote -->\n<blockquote class=\"wp-block-quote\"><p>{$p['verdict']}</p></blockquote>\n<!-- /wp:quote -->";
	return $out;
}

/* ---------------------------------------------------------------------------
 * Image helpers (PHP GD, no downloads)
 * ------------------------------------------------------------------------ */

/** Three sizes/formats, cycled over the products. */
$image_specs = array(
	array( 1200, 800, 'jpg' ),
	array( 800, 800, 'png' ),
	array( 600, 900, 'webp' ),
);

/*
 * SEED_LEGACY_UPLOADS=1: the uploads of a blog older than the plugin (npm run
 * bench -- --legacy-uploads). Every featured image is a 3:2 camera-sized JPEG
 * with WordPress's default sizes only: the plugin's 4:3 sizes are unregistered
 * for this run, so they are neither cut on upload nor added to earlier uploads.
 */
if ( '1' === getenv( 'SEED_LEGACY_UPLOADS' ) ) {
	$image_specs = array( array( 1500, 1000, 'jpg' ) );
	foreach ( array_keys( curadoria_afiliados_image_sizes() ) as $plugin_size ) {
		remove_image_size( $plugin_size );
	}
}

/**
 * Find a seeded post/attachment by its seed key (any status, incl. trash).
 */
function curadoria_seed_find( $key, $post_type ) {
	$ids = get_posts(
		array(
			'post_type'        => $post_type,
			'post_status'      => array( 'publish', 'draft', 'pending', 'private', 'future', 'trash', 'inherit' ),
			'meta_key'         => SEED_KEY,
			'meta_value'       => $key,
			'fields'           => 'ids',
			'numberposts'      => 1,
			'suppress_filters' => true,
		)
	);
	return $ids ? (int) $ids[0] : 0;
}

/**
 * Featured image for a post: generated and uploaded once, then reused.
 */
function curadoria_seed_featured_image( $post_id, array $p, array $spec ) {
	list( $w, $h, $ext ) = $spec;
	$key = "img:{$p['slug']}:{$w}x{$h}.{$ext}";

	$att_id = curadoria_seed_find( $key, 'attachment' );
	if ( $att_id && ! file_exists( (string) get_attached_file( $att_id ) ) ) {
		wp_delete_attachment( $att_id, true ); // file vanished: regenerate
		$att_id = 0;
	}
	if ( ! $att_id ) {
		$title = html_entity_decode( wp_strip_all_tags( $p['title'] ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		$tmp   = curadoria_draw_image( $p['slug'], $p['title'], $w, $h, $ext, wp_tempnam( $p['slug'] . '.' . $ext ) );
		$file  = array(
			'name'     => $p['slug'] . '-imagem.' . $ext,
			'tmp_name' => $tmp,
		);
		// Moves the file into uploads/, creates the attachment and runs
		// wp_generate_attachment_metadata() (all intermediate sizes).
		$att_id = media_handle_sideload( $file, $post_id, $title );
		if ( is_wp_error( $att_id ) ) {
			@unlink( $tmp ); // phpcs:ignore
			throw new RuntimeException( "image for {$p['slug']}: " . $att_id->get_error_message() );
		}
		update_post_meta( $att_id, SEED_KEY, $key );
		update_post_meta( $att_id, '_wp_attachment_image_alt', $title );
	} elseif ( wp_get_missing_image_subsizes( $att_id ) ) {
		// Seeded before a size was registered (the plugin's 4:3 crops, say):
		// create only the missing files, as "Regenerate Thumbnails" would.
		$meta = wp_update_image_subsizes( $att_id );
		if ( is_wp_error( $meta ) ) {
			throw new RuntimeException( "image sizes for {$p['slug']}: " . $meta->get_error_message() );
		}
	}
	set_post_thumbnail( $post_id, $att_id );
	return $att_id;
}

/**
 * Insert or update a post or page keyed by slug; returns its ID.
 */
function curadoria_seed_upsert_post( array $postarr, $key ) {
	$id = curadoria_seed_find( $key, $postarr['post_type'] );
	if ( ! $id ) {
		$existing = get_posts(
			array(
				'name'        => $postarr['post_name'],
				'post_type'   => $postarr['post_type'],
				'post_status' => 'any',
				'fields'      => 'ids',
				'numberposts' => 1,
			)
		);
		$id = $existing ? (int) $existing[0] : 0;
	}
	if ( $id ) {
		$postarr['ID']        = $id;
		$postarr['edit_date'] = true;
		if ( 'trash' === get_post_status( $id ) ) {
			wp_untrash_post( $id );
		}
		$result = wp_update_post( wp_slash( $postarr ), true );
	} else {
		$result = wp_insert_post( wp_slash( $postarr ), true );
	}
	if ( is_wp_error( $result ) ) {
		throw new RuntimeException( "post {$postarr['post_name']}: " . $result->get_error_message() );
	}
	update_post_meta( $result, SEED_KEY, $key );
	return (int) $result;
}

/**
 * Dates relative to now; $days ago plus a per-post hour offset so posts of the
 * same day keep a stable order and nothing lands in the future.
 */
function curadoria_seed_dates( $days, $index ) {
	$ts  = time() - $days * DAY_IN_SECONDS - ( 1 + ( $index * 7 ) % 20 ) * HOUR_IN_SECONDS - $index * 60;
	$gmt = gmdate( 'Y-m-d H:i:s', $ts );
	return array( get_date_from_gmt( $gmt ), $gmt );
}

/**
 * Write a meta value bypassing sanitize_meta (and so the plugin's sanitiser).
 */
function curadoria_seed_raw_meta( $post_id, $key, $value ) {
	global $wpdb;
	delete_post_meta( $post_id, $key );
	$wpdb->insert(
		$wpdb->postmeta,
		array(
			'post_id'    => $post_id,
			'meta_key'   => $key,   // phpcs:ignore WordPress.DB.SlowDBQuery
			'meta_value' => $value, // phpcs:ignore WordPress.DB.SlowDBQuery
		)
	);
	wp_cache_delete( $post_id, 'post_meta' );
}

/**
 * The institutional pages (lib/seed-pages.php), keyed by slug. WordPress's
 * own sample page and its draft privacy page are removed, and the privacy
 * page is registered as WordPress's privacy policy page.
 *
 * @return array<string, array{id: int, title: string}>
 */
function curadoria_seed_pages( $author_id ) {
	foreach ( array( 'sample-page', 'privacy-policy' ) as $core_slug ) {
		foreach ( get_posts( array( 'name' => $core_slug, 'post_type' => 'page', 'post_status' => 'any', 'numberposts' => 1 ) ) as $core_page ) {
			if ( ! get_post_meta( $core_page->ID, SEED_KEY, true ) ) {
				wp_delete_post( $core_page->ID, true );
			}
		}
	}
	$pages = array();
	$order = 0;
	foreach ( require __DIR__ . '/seed-pages.php' as $slug => $page ) {
		$id             = curadoria_seed_upsert_post(
			array(
				'post_type'      => 'page',
				'post_status'    => 'publish',
				'post_author'    => $author_id,
				'post_name'      => $slug,
				'post_title'     => $page['title'],
				'post_content'   => $page['content'],
				'post_excerpt'   => '',
				'menu_order'     => $order++,
				'comment_status' => 'closed',
				'ping_status'    => 'closed',
			),
			'page:' . $slug
		);
		$pages[ $slug ] = array( 'id' => $id, 'title' => $page['title'] );
	}
	update_option( 'wp_page_for_privacy_policy', $pages['politica-de-privacidade']['id'] );
	return $pages;
}

/**
 * price_checked_at of every post, in days before today (null = no date):
 * posts published in the last 30 days were checked on their publication day;
 * older ones alternate between re-checked recently (1 to 25 days ago) and
 * never re-checked (their publication day, 45 to 390 days ago); plus a few
 * fixed edge cases. The post without a price has no date; the hostile post
 * holds garbage written around the sanitiser (served as "").
 *
 * @return array<string, string|null> slug => Y-m-d (or null / the raw garbage).
 */
function curadoria_seed_price_dates( array $products, array $ids, $hostile_id, $draft_id ) {
	$fixed = array(
		'caixa-de-som-jbl-go-3'          => 30,   // exactly 30 days: still recent with the default window
		'kit-chaves-de-precisao-24-em-1' => 31,   // one day past the window
		'mouse-sem-fio-logitech-m720'    => null, // price set before the plugin had the field
	);
	$dates = array();
	foreach ( $products as $i => $p ) {
		$id = $ids[ $p['slug'] ];
		if ( null === $p['price'] ) {
			$days = null;
		} elseif ( array_key_exists( $p['slug'], $fixed ) ) {
			$days = $fixed[ $p['slug'] ];
		} elseif ( $p['days'] <= 30 ) {
			$days = $p['days'];
		} else {
			$days = 0 === $i % 2 ? 1 + ( $i * 7 ) % 25 : $p['days'];
		}
		if ( null === $days ) {
			delete_post_meta( $id, 'price_checked_at' );
			$dates[ $p['slug'] ] = null;
		} else {
			$date = curadoria_afiliados_day( $days );
			update_post_meta( $id, 'price_checked_at', $date );
			$dates[ $p['slug'] ] = $date;
		}
	}
	$garbage = 'ontem<script>alert("data")</script>';
	curadoria_seed_raw_meta( $hostile_id, 'price_checked_at', $garbage );
	$dates['teste-xss-conteudo-malicioso'] = $garbage;
	update_post_meta( $draft_id, 'price_checked_at', curadoria_afiliados_day( 0 ) );
	$dates['rascunho-nao-publicar'] = curadoria_afiliados_day( 0 );
	return $dates;
}

/**
 * Views and clicks in the plugin's table, so 'Mais Lidas' has a real order
 * that differs from "the first five by date". Totals are spread evenly over
 * the days since publication (at most the last 30, the remainder on today).
 * Besides: a post with more views than any other, but all 31 to 44 days ago
 * (outside a 30-day window, first in a 60-day one); the draft with 900 views
 * today (never listed); the hostile post with a few. Every other post: none.
 * Four of the ten have clicks per store, spread the same way.
 *
 * @return array Summary for seed-summary.json.
 */
function curadoria_seed_stats( array $products, array $ids, $hostile_id, $draft_id ) {
	global $wpdb;
	// slug => array( views, clicks ) over the last 30 days, most viewed first.
	$counts = array(
		'air-fryer-mondial-4-litros'          => array( 480, 61 ),
		'fone-bluetooth-jbl-tune-520bt'       => array( 350, 40 ),
		'kindle-paperwhite-16gb'              => array( 290, 22 ),
		'garrafa-termica-stanley-classic-1l'  => array( 210, 35 ),
		'smartwatch-amazfit-bip-5'            => array( 160, 12 ),
		'echo-dot-5-geracao'                  => array( 120, 9 ),
		'tenis-olympikus-corre-3'             => array( 90, 14 ),
		'cafeteira-expresso-oster-primalatte' => array( 60, 5 ),
		'mouse-sem-fio-logitech-m720'         => array( 40, 2 ),
		'umidificador-de-ar-ultrassonico'     => array( 25, 1 ),
	);
	$age = array_column( $products, 'days', 'slug' );

	// Of those clicks, the ones per store (1.4.0's 'Ver na {loja}'); the rest have no store.
	$store_clicks = array(
		'air-fryer-mondial-4-litros'    => array( 'Amazon' => 61 ),
		'fone-bluetooth-jbl-tune-520bt' => array( 'Mercado Livre' => 16, 'Amazon' => 14, 'Shopee' => 6, 'Magalu' => 4 ),
		'kindle-paperwhite-16gb'        => array( 'Amazon' => 15, 'Magalu' => 7 ),
		'smartwatch-amazfit-bip-5'      => array( 'Mercado Livre' => 6, 'Amazon' => 5, 'Magalu' => 1 ),
	);

	curadoria_afiliados_stats_install();
	curadoria_afiliados_store_clicks_install();
	$table = curadoria_afiliados_stats_table();
	$all   = implode( ',', array_map( 'intval', array_merge( array_values( $ids ), array( $draft_id ) ) ) );
	$wpdb->query( "DELETE FROM {$table} WHERE post_id IN ({$all})" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$wpdb->query( 'DELETE FROM ' . curadoria_afiliados_store_clicks_table() . " WHERE post_id IN ({$all})" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared

	$spread = static function ( $post_id, $views, $clicks, $first_day, $last_day ) {
		$n = $last_day - $first_day + 1;
		for ( $d = $first_day; $d <= $last_day; $d++ ) {
			$extra = $d === $first_day ? 1 : 0; // the remainder goes to the most recent day
			curadoria_afiliados_stats_add(
				$post_id,
				intdiv( $views, $n ) + $extra * ( $views % $n ),
				intdiv( $clicks, $n ) + $extra * ( $clicks % $n ),
				curadoria_afiliados_day( $d )
			);
		}
	};
	$popular = array();
	foreach ( $counts as $slug => list( $views, $clicks ) ) {
		$spread( $ids[ $slug ], $views, $clicks, 0, min( 29, $age[ $slug ] ) );
		$popular[] = array( 'slug' => $slug, 'id' => $ids[ $slug ], 'views' => $views, 'clicks' => $clicks, 'store_clicks' => $store_clicks[ $slug ] ?? array() );
		foreach ( $store_clicks[ $slug ] ?? array() as $store => $n ) {
			$last = min( 29, $age[ $slug ] );
			for ( $d = 0; $d <= $last; $d++ ) {
				$share = intdiv( $n, $last + 1 ) + ( 0 === $d ? $n % ( $last + 1 ) : 0 );
				if ( $share > 0 ) {
					curadoria_afiliados_store_clicks_add( $ids[ $slug ], $store, $share, curadoria_afiliados_day( $d ) );
				}
			}
		}
	}
	$spread( $ids['caixa-de-som-jbl-go-3'], 5000, 300, 31, 44 );
	$spread( $hostile_id, 15, 2, 0, 4 );
	$spread( $draft_id, 900, 80, 0, 0 );
	curadoria_afiliados_popular_flush();

	return array(
		'window_days'    => 30,
		'popular_30_days' => $popular, // GET /curadoria/v1/popular?days=30&limit=10, in this order
		'hostile'        => array( 'slug' => 'teste-xss-conteudo-malicioso', 'id' => $hostile_id, 'views' => 15, 'clicks' => 2, 'rank_30_days' => 11 ),
		'outside_window' => array( 'slug' => 'caixa-de-som-jbl-go-3', 'id' => $ids['caixa-de-som-jbl-go-3'], 'views' => 5000, 'clicks' => 300, 'days_ago' => '31-44', 'rank_60_days' => 1 ),
		'draft'          => array( 'slug' => 'rascunho-nao-publicar', 'id' => $draft_id, 'views' => 900, 'clicks' => 80, 'listed' => false ),
	);
}

/**
 * Amounts, offers and price history (plugin 1.4.0), relative to the day of
 * seeding. The `price` texts stay as they are; each gets its amount. Stores
 * and figures (days ago => amount in centavos):
 *
 * - air-fryer-mondial-4-litros, "Black Fraude": one store, read from its single
 *   price and link (Amazon): 150 => 37990, 40 => 39990, 21 => 49990, 2 => 39990.
 * - escova-dental-eletrica-oral-b-pro-series-1, a real drop: Amazon 120 =>
 *   21990, 10 => 18990; Magalu 120 => 22990.
 * - fone-bluetooth-jbl-tune-520bt, four stores; smartwatch-amazfit-bip-5,
 *   three; kindle-paperwhite-16gb, two (a past sale at Amazon): below.
 * - organizador-de-cabos-magnetico: only the old price text and link, written
 *   as a post from before 1.4.0 (no amount, no history).
 * - every other product with a price and a link: one offer read from them,
 *   history from 90 + (i × 29 mod 91) days ago, i = its position in the list:
 *   i mod 3 = 0 flat; 1 a sale of 10 % from 50 to 36 days ago; 2 dropped 60
 *   days ago from 15 % more. tapete-de-yoga-sem-link has an amount but no
 *   link, so no offer and no history; fita-de-led-rgb-sem-preco has neither.
 *
 * @return array Summary for seed-summary.json: slug => {price_cents, offers, points}.
 */
function curadoria_seed_prices( array $products, array $ids ) {
	$magalu  = 'https://www.magazineluiza.com.br/%s/p/%s/?partner_id=curadoria';
	$ml      = 'https://produto.mercadolivre.com.br/%s?matt_tool=curadoria';
	$amazon  = static function ( $asin ) {
		return 'https://www.amazon.com.br/dp/' . $asin . '?tag=curadoria-20';
	};
	// slug => store => array( url, array( days ago => centavos ) ), in the editor's order.
	$offers = array(
		'escova-dental-eletrica-oral-b-pro-series-1' => array(
			'Amazon' => array( $amazon( 'B0B2ORALB1' ), array( 120 => 21990, 10 => 18990 ) ),
			'Magalu' => array( sprintf( $magalu, 'escova-dental-eletrica-oral-b-pro-series-1', 'ob1pro001' ), array( 120 => 22990 ) ),
		),
		'fone-bluetooth-jbl-tune-520bt'              => array(
			'Amazon'        => array( $amazon( 'B0C4JBTLT1' ), array( 90 => 25990, 45 => 24990 ) ),
			'Mercado Livre' => array( sprintf( $ml, 'MLB-3011520-fone-jbl-tune-520bt' ), array( 90 => 24990, 20 => 23990 ) ),
			'Magalu'        => array( sprintf( $magalu, 'fone-de-ouvido-jbl-tune-520bt', 'jbl520bt01' ), array( 90 => 25990 ) ),
			'Shopee'        => array( 'https://shopee.com.br/fone-jbl-tune-520bt-i.52052.520520?af_id=curadoria', array( 90 => 24990, 60 => 24490, 30 => 25490, 8 => 24490 ) ),
		),
		'smartwatch-amazfit-bip-5'                   => array(
			'Amazon'        => array( $amazon( 'B0CBM5KQ2X' ), array( 150 => 52900, 60 => 49900 ) ),
			'Mercado Livre' => array( sprintf( $ml, 'MLB-3355005-amazfit-bip-5' ), array( 150 => 49990, 15 => 47990 ) ),
			'Magalu'        => array( sprintf( $magalu, 'smartwatch-amazfit-bip-5', 'amzbip5001' ), array( 100 => 51990 ) ),
		),
		'kindle-paperwhite-16gb'                     => array(
			'Amazon' => array( $amazon( 'B09TMN58KL' ), array( 170 => 84900, 100 => 79900, 45 => 74900, 30 => 79900 ) ),
			'Magalu' => array( sprintf( $magalu, 'kindle-paperwhite-16gb', 'kpw16gb001' ), array( 120 => 83900 ) ),
		),
	);
	$single = array(
		'air-fryer-mondial-4-litros' => array( 150 => 37990, 40 => 39990, 21 => 49990, 2 => 39990 ),
	);
	$below  = static function ( $cents, $share ) {
		return (int) ( floor( $cents * $share / 100 ) * 100 + 90 ); // "R$ …,90", as shops price
	};

	$summary = array();
	foreach ( $products as $i => $p ) {
		$id = $ids[ $p['slug'] ];
		curadoria_afiliados_history_on_delete( $id );
		if ( null === $p['price'] ) {
			delete_post_meta( $id, 'offers' );
			continue;
		}
		if ( 'organizador-de-cabos-magnetico' === $p['slug'] ) {
			// A post from before 1.4.0: the text alone, written around the plugin's hooks.
			foreach ( array( 'price_cents', 'price_currency', 'offers' ) as $key ) {
				delete_post_meta( $id, $key );
			}
			curadoria_seed_raw_meta( $id, 'price', $p['price'] );
			curadoria_afiliados_history_on_delete( $id );
			$summary[ $p['slug'] ] = array( 'price' => $p['price'], 'price_cents' => 0, 'offers' => array(), 'points' => array() );
			continue;
		}
		$cents = curadoria_afiliados_parse_price( $p['price'] );
		update_post_meta( $id, 'price_cents', $cents );

		$rows   = array();
		$series = array();
		if ( isset( $offers[ $p['slug'] ] ) ) {
			foreach ( $offers[ $p['slug'] ] as $store => list( $url, $points ) ) {
				$rows[]           = array( 'store' => $store, 'price_cents' => end( $points ), 'url' => $url );
				$series[ $store ] = $points;
			}
			update_post_meta( $id, 'offers', wp_slash( $rows ) );
		} else {
			delete_post_meta( $id, 'offers' );
			$derived = curadoria_afiliados_post_offers( $id );
			if ( $derived ) {
				$start = 90 + ( $i * 29 ) % 91;
				$curve = array(
					array( $start => $cents ),
					array( $start => $cents, 50 => $below( $cents, 0.9 ), 36 => $cents ),
					array( $start => $below( $cents, 1.15 ), 60 => $cents ),
				);
				$series[ $derived[0]['store'] ] = $single[ $p['slug'] ] ?? $curve[ $i % 3 ];
			}
		}
		$points = array();
		foreach ( $series as $store => $changes ) {
			foreach ( $changes as $days => $amount ) {
				curadoria_afiliados_history_put( $id, $store, curadoria_afiliados_day( $days ), $amount );
				$points[] = array( 'days_ago' => $days, 'date' => curadoria_afiliados_day( $days ), 'store' => $store, 'price_cents' => $amount );
			}
		}
		$summary[ $p['slug'] ] = array(
			'price'       => $p['price'],
			'price_cents' => $cents,
			'offers'      => curadoria_afiliados_post_offers( $id ),
			'points'      => $points,
		);
	}
	// The meta writes above noted their posts; the backdated points already
	// end with today's offers, so this records nothing new.
	curadoria_afiliados_history_flush();
	return $summary;
}

/* ---------------------------------------------------------------------------
 * Seed
 * ------------------------------------------------------------------------ */

$summary = array(
	'generated_at' => gmdate( 'c' ),
	'posts'        => array(),
	'edge_cases'   => array(),
);
$images  = 0;

try {
	foreach ( $products as $i => $p ) {
		list( $date, $date_gmt ) = curadoria_seed_dates( $p['days'], $i );
		$post_id                 = curadoria_seed_upsert_post(
			array(
				'post_type'      => 'post',
				'post_status'    => 'publish',
				'post_author'    => $admin->ID,
				'post_name'      => $p['slug'],
				'post_title'     => $p['title'],
				'post_excerpt'   => $p['excerpt'],
				'post_content'   => curadoria_seed_content( $p, $i % 3, $guide_paragraphs ),
				'post_date'      => $date,
				'post_date_gmt'  => $date_gmt,
				'post_category'  => array_map(
					static function ( $slug ) use ( $cat_ids ) {
						return $cat_ids[ $slug ];
					},
					$p['cats']
				),
				'comment_status' => 'closed',
				'ping_status'    => 'closed',
			),
			'post:' . $p['slug']
		);

		if ( null === $p['price'] ) {
			delete_post_meta( $post_id, 'price' );
		} else {
			update_post_meta( $post_id, 'price', $p['price'] );
		}
		if ( null === $p['url'] ) {
			delete_post_meta( $post_id, 'affiliate_url' );
		} else {
			update_post_meta( $post_id, 'affiliate_url', $p['url'] );
		}

		if ( isset( $p['edge'] ) && 'no_image' === $p['edge'] ) {
			delete_post_thumbnail( $post_id );
		} else {
			curadoria_seed_featured_image( $post_id, $p, $image_specs[ $i % count( $image_specs ) ] );
			++$images;
		}

		$summary['posts'][ $p['slug'] ] = $post_id;
		if ( isset( $p['edge'] ) ) {
			$summary['edge_cases'][ $p['edge'] ] = array( 'slug' => $p['slug'], 'id' => $post_id );
		}
	}

	// Hostile post: markup an attacker could get into a WordPress that the app
	// must never execute. Stored as-is (we are an admin with kses removed).
	$hostile = array(
		'slug'     => 'teste-xss-conteudo-malicioso',
		'title'    => 'Oferta <script>alert(1)</script> imperdível <img src=x onerror=alert(1)>',
		'cats'     => array( 'utilidades' ),
		'days'     => 5,
		'features' => array(),
	);
	list( $date, $date_gmt ) = curadoria_seed_dates( $hostile['days'], count( $products ) );
	$hostile_content         = implode(
		"\n\n",
		array(
			'<!-- wp:paragraph --><p>Post de teste de segurança: nada aqui deve ser executado pelo site.</p><!-- /wp:paragraph -->',
			'<script>alert("xss-conteudo")</script>',
			'<p><img src="x" onerror="alert(\'xss-img\')"> imagem quebrada com onerror</p>',
			'<p><a href="javascript:alert(1)">Clique aqui para ver a oferta</a> &amp; <a href="JaVaScRiPt:alert(2)" onclick="alert(3)">outro link</a></p>',
			'<p onmouseover="alert(\'hover\')">Passe o mouse aqui</p>',
			'<iframe src="javascript:alert(4)"></iframe>',
			'<svg onload="alert(5)"><circle r="10"></circle></svg>',
		)
	);
	$hostile_id = curadoria_seed_upsert_post(
		array(
			'post_type'      => 'post',
			'post_status'    => 'publish',
			'post_author'    => $admin->ID,
			'post_name'      => $hostile['slug'],
			'post_title'     => $hostile['title'],
			'post_excerpt'   => 'Excerto com <script>alert("xss-excerto")</script> e <b onmouseover="alert(1)">negrito hostil</b>',
			'post_content'   => $hostile_content,
			'post_date'      => $date,
			'post_date_gmt'  => $date_gmt,
			'post_category'  => array( $cat_ids['utilidades'] ),
			'comment_status' => 'closed',
			'ping_status'    => 'closed',
		),
		'post:' . $hostile['slug']
	);
	// Written around the plugin's sanitiser on purpose (see README).
	curadoria_seed_raw_meta( $hostile_id, 'affiliate_url', 'javascript:alert(1)' );
	curadoria_seed_raw_meta( $hostile_id, 'price', 'R$ 9,90<img src=x onerror=alert("preco")>' );
	curadoria_seed_featured_image(
		$hostile_id,
		array(
			'slug'  => $hostile['slug'],
			'title' => 'Teste de segurança',
		),
		$image_specs[0]
	);
	++$images;
	$summary['posts'][ $hostile['slug'] ]   = $hostile_id;
	$summary['edge_cases']['hostile']       = array( 'slug' => $hostile['slug'], 'id' => $hostile_id );

	// Draft: must never appear in the public REST API.
	list( $date, $date_gmt ) = curadoria_seed_dates( 1, count( $products ) + 1 );
	$draft_id                = curadoria_seed_upsert_post(
		array(
			'post_type'     => 'post',
			'post_status'   => 'draft',
			'post_author'   => $admin->ID,
			'post_name'     => 'rascunho-nao-publicar',
			'post_title'    => 'Rascunho: Notebook Gamer (não publicar)',
			'post_excerpt'  => 'Rascunho interno que não pode aparecer no site.',
			'post_content'  => "<!-- wp:paragraph -->\n<p>Rascunho em revisão &#8211; preço ainda não confirmado.</p>\n<!-- /wp:paragraph -->",
			'post_date'     => $date,
			'post_date_gmt' => $date_gmt,
			'post_category' => array( $cat_ids['tecnologia'] ),
		),
		'post:rascunho-nao-publicar'
	);
	update_post_meta( $draft_id, 'price', 'R$ 4.999,00' );
	update_post_meta( $draft_id, 'affiliate_url', $amazon( 'B0RASCUNHO' ) );
	$summary['edge_cases']['draft'] = array( 'slug' => 'rascunho-nao-publicar', 'id' => $draft_id );

	$summary['pages'] = curadoria_seed_pages( $admin->ID );

	$summary['prices']           = curadoria_seed_prices( $products, $summary['posts'] );
	$summary['price_checked_at'] = curadoria_seed_price_dates( $products, $summary['posts'], $hostile_id, $draft_id );
	$summary['stats']            = curadoria_seed_stats( $products, $summary['posts'], $hostile_id, $draft_id );
} catch ( RuntimeException $e ) {
	fwrite( STDERR, '[seed] ERROR: ' . $e->getMessage() . "\n" );
	exit( 1 );
}

wp_defer_term_counting( false );
// Recount every category (also fixes counts left by earlier manual edits).
$all_cats = get_terms( array( 'taxonomy' => 'category', 'hide_empty' => false, 'fields' => 'tt_ids' ) );
wp_update_term_count_now( $all_cats, 'category' );
clean_term_cache( $all_cats, 'category' );

/* ---------------------------------------------------------------------------
 * Summary
 * ------------------------------------------------------------------------ */

$counts  = wp_count_posts( 'post' );
$cats    = get_terms( array( 'taxonomy' => 'category', 'hide_empty' => false, 'orderby' => 'name' ) );
$recent  = get_posts(
	array(
		'post_type'   => 'post',
		'post_status' => 'publish',
		'numberposts' => -1,
		'fields'      => 'ids',
		'date_query'  => array( array( 'after' => gmdate( 'Y-m-d H:i:s', time() - 10 * DAY_IN_SECONDS ), 'column' => 'post_date_gmt' ) ),
	)
);

$summary['published']        = (int) $counts->publish;
$summary['drafts']           = (int) $counts->draft;
$summary['recent_10_days']   = count( $recent );
$summary['attachments']      = (int) wp_count_posts( 'attachment' )->inherit;
$summary['categories']       = array();
foreach ( $cats as $c ) {
	$summary['categories'][ $c->slug ] = array( 'id' => $c->term_id, 'name' => $c->name, 'count' => (int) $c->count );
}
file_put_contents( getenv( 'SEED_SUMMARY' ), wp_json_encode( $summary, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) . "\n" );

printf( "[seed] done in %.1fs\n", microtime( true ) - $started );
printf( "  published posts: %d (of which %d from the last 10 days), drafts: %d\n", $summary['published'], $summary['recent_10_days'], $summary['drafts'] );
printf( "  featured images: %d (attachments in library: %d)\n", $images, $summary['attachments'] );
echo "  categories:\n";
foreach ( $summary['categories'] as $slug => $c ) {
	printf( "    %s%s id %-3d posts %d\n", $c['name'], str_repeat( ' ', max( 1, 28 - mb_strlen( $c['name'] ) ) ), $c['id'], $c['count'] );
}
echo "  edge cases:\n";
foreach ( $summary['edge_cases'] as $what => $c ) {
	printf( "    %-17s id %-4d %s\n", $what, $c['id'], $c['slug'] );
}
printf( "  pages: %s\n", implode( ', ', array_keys( $summary['pages'] ) ) );
echo "  most viewed (30 days):";
foreach ( $summary['stats']['popular_30_days'] as $rank => $row ) {
	printf( "%s %d. %s (%d/%d)", $rank % 3 ? '' : "\n   ", $rank + 1, $row['slug'], $row['views'], $row['clicks'] );
}
echo "\n";
printf( "  summary written to %s\n", getenv( 'SEED_SUMMARY' ) );
