<?php
/**
 * The seeded site's pages (the site's footer and menu) and categories, as
 * the app reads them over HTTP.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The seeded pages and categories.
 */
final class Seeded_Pages_And_Categories_Http_Test extends Curadoria_Http_Test_Case {

	/**
	 * The one published page with a slug.
	 *
	 * @param string $slug Slug.
	 * @return array
	 */
	private function page( $slug ) {
		$response = $this->http()->get( $this->site( '/wp-json/wp/v2/pages?slug=' . $slug ) );
		$this->assertSame( 200, $response->status, $slug );
		$this->assertCount( 1, $response->json(), $slug );
		return $response->json()[0];
	}

	/**
	 * The institutional pages' slugs.
	 *
	 * @return array[]
	 */
	public function institutional_pages() {
		return array_map(
			static function ( $slug ) {
				return array( $slug );
			},
			array_combine(
				array( 'sobre', 'como-funciona', 'sugerir-produto', 'contato', 'politica-de-privacidade', 'termos-de-uso', 'disclosure-de-afiliados' ),
				array( 'sobre', 'como-funciona', 'sugerir-produto', 'contato', 'politica-de-privacidade', 'termos-de-uso', 'disclosure-de-afiliados' )
			)
		);
	}

	/**
	 * Each is published, with a full text.
	 *
	 * @dataProvider institutional_pages
	 * @param string $slug Slug.
	 */
	public function test_an_institutional_page_is_published_with_its_text( $slug ) {
		$page = $this->page( $slug );
		$this->assertSame( 'publish', $page['status'] );
		$this->assertGreaterThan( 500, strlen( $page['content']['rendered'] ) );
	}

	/**
	 * The privacy notice names the AdSense cookies, Consent Mode, the banner
	 * and the cookie-free counting.
	 */
	public function test_the_privacy_notice_names_the_cookies_the_banner_and_the_counting() {
		$text = $this->page( 'politica-de-privacidade' )['content']['rendered'];
		foreach ( array( 'AdSense', '__gads', 'IDE', 'Consent Mode', 'ad_user_data', 'Rejeitar', 'Preferências de cookies', 'sem cookies', 'não guardamos endereço IP' ) as $words ) {
			$this->assertStringContainsString( $words, $text );
		}
	}

	/**
	 * The affiliate disclosure cites CONAR and says purchases pay a commission.
	 */
	public function test_the_disclosure_cites_conar_and_the_commission() {
		$text = $this->page( 'disclosure-de-afiliados' )['content']['rendered'];
		$this->assertStringContainsString( 'CONAR', $text );
		$this->assertStringContainsString( 'comiss', $text );
	}

	/**
	 * WordPress's sample page is gone.
	 */
	public function test_the_sample_page_is_gone() {
		$response = $this->http()->get( $this->site( '/wp-json/wp/v2/pages?slug=sample-page' ) );
		$this->assertSame( array( 200, '[]' ), array( $response->status, $response->body ) );
	}

	/**
	 * Categories: at least six with posts, 'Comparativos' and the default
	 * 'Sem categoria' empty, 'Saúde e Cuidados Pessoais' with posts.
	 */
	public function test_the_categories_the_menu_shows() {
		$response = $this->http()->get( $this->site( '/wp-json/wp/v2/categories?per_page=100' ) );
		$this->assertSame( 200, $response->status );
		$categories = array_column( $response->json(), null, 'slug' );
		$this->assertGreaterThanOrEqual(
			6,
			count(
				array_filter(
					$categories,
					static function ( $category ) {
						return $category['count'] > 0;
					}
				)
			)
		);
		$this->assertSame( array( 'Comparativos', 0 ), array( $categories['comparativos']['name'] ?? '', $categories['comparativos']['count'] ?? -1 ) );
		$this->assertSame( 0, $categories['sem-categoria']['count'] ?? -1 );
		$this->assertSame( 'Saúde e Cuidados Pessoais', $categories['saude-e-cuidados-pessoais']['name'] ?? '' );
		$this->assertGreaterThan( 0, $categories['saude-e-cuidados-pessoais']['count'] ?? 0 );
	}
}
