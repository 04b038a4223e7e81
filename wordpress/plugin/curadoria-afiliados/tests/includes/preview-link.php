<?php
/**
 * Tests of includes/preview-link.php: 'Visualizar' (WordPress's preview of a
 * post) sends the owner to the site's preview page with a working token.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The link, in-process.
 */
final class Preview_Link_Test extends Curadoria_Test_Case {

	/**
	 * An editor of the post gets the site's preview page with a token that works.
	 */
	public function test_an_editor_gets_the_sites_preview_page() {
		update_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION, 'https://achados.example' );
		$admin = $this->log_in_as_admin();
		$draft = $this->create_post( array( 'post_status' => 'draft' ) );
		$link  = curadoria_afiliados_preview_link( $draft );
		$this->assertMatchesRegularExpression( '#^https://achados\.example/previa/\?id=' . $draft . '&token=[0-9.A-Za-z_-]+$#', $link );
		parse_str( (string) wp_parse_url( $link, PHP_URL_QUERY ), $query );
		$this->assertSame( $admin, curadoria_afiliados_preview_reader( $draft, $query['token'] ) );
	}

	/**
	 * Without a site address, no link: WordPress's own preview stays.
	 */
	public function test_no_link_without_a_site_address() {
		update_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION, '' );
		update_option( CURADORIA_AFILIADOS_ORIGINS_OPTION, 'http://127.0.0.1:*' );
		$this->log_in_as_admin();
		$this->assertSame( '', curadoria_afiliados_preview_link( $this->create_post( array( 'post_status' => 'draft' ) ) ) );
	}

	/**
	 * A page keeps WordPress's own preview: the site shows posts only.
	 */
	public function test_a_page_gets_no_link() {
		update_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION, 'https://achados.example' );
		$this->log_in_as_admin();
		$page = $this->create_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'draft',
			)
		);
		$this->assertSame( '', curadoria_afiliados_preview_link( $page ) );
	}

	/**
	 * A visitor gets no link.
	 */
	public function test_a_visitor_gets_no_link() {
		update_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION, 'https://achados.example' );
		$this->assertSame( '', curadoria_afiliados_preview_link( $this->create_post( array( 'post_status' => 'draft' ) ) ) );
	}
}

/**
 * The redirect over HTTP, with the administrator's session, as both editors reach it.
 */
final class Preview_Link_Http_Test extends Curadoria_Http_Test_Case {

	/** The site's address in these tests. */
	private const SITE = 'http://127.0.0.1:4173';

	/**
	 * The site address is set for the server.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->set_option( CURADORIA_AFILIADOS_SITE_ADDRESS_OPTION, self::SITE );
	}

	/**
	 * A stored draft of the administrator.
	 *
	 * @return int Post ID.
	 */
	private function draft() {
		$this->log_in_as_admin();
		$draft = $this->create_post(
			array(
				'post_title'  => 'Rascunho para visualizar',
				'post_status' => 'draft',
			)
		);
		wp_set_current_user( 0 );
		return $draft;
	}

	/**
	 * Assert an answer redirects to the site's preview page of $post with a token that opens it.
	 *
	 * @param Curadoria_Http_Response $answer Answer.
	 * @param int                     $post   Post ID.
	 */
	private function assert_sent_to_the_site( Curadoria_Http_Response $answer, $post ) {
		$this->assertSame( 302, $answer->status );
		$location = (string) $answer->header( 'Location' );
		$this->assertMatchesRegularExpression( '#^' . preg_quote( self::SITE, '#' ) . '/previa/\?id=' . $post . '&token=[0-9.A-Za-z_-]+$#', $location );
		$this->assertSame( 'no-referrer', $answer->header( 'Referrer-Policy' ) );
		parse_str( (string) wp_parse_url( $location, PHP_URL_QUERY ), $query );
		$preview = $this->http()->get( $this->site( '/wp-json/curadoria/v1/preview/' . $post . '?token=' . rawurlencode( $query['token'] ) ) );
		$this->assertSame( 200, $preview->status );
	}

	/**
	 * The block editor's 'Visualizar' of a draft opens ?p={id}&preview=true: sent to the site.
	 */
	public function test_the_preview_of_a_draft_goes_to_the_site() {
		$draft = $this->draft();
		$this->assert_sent_to_the_site( $this->admin_session()->get( $this->site( '/?p=' . $draft . '&preview=true' ) ), $draft );
	}

	/**
	 * Pending and scheduled posts go to the site too (their preview address is ?p={id}&preview=true as well).
	 */
	public function test_pending_and_scheduled_posts_go_to_the_site() {
		$this->log_in_as_admin();
		$pending   = $this->create_post( array( 'post_status' => 'pending' ) );
		$scheduled = $this->create_post(
			array(
				'post_status' => 'future',
				'post_date'   => gmdate( 'Y-m-d H:i:s', time() + WEEK_IN_SECONDS ),
			)
		);
		wp_set_current_user( 0 );
		$this->assertSame( 'future', get_post_status( $scheduled ) );
		foreach ( array( $pending, $scheduled ) as $post ) {
			$this->assert_sent_to_the_site( $this->admin_session()->get( $this->site( '/?p=' . $post . '&preview=true' ) ), $post );
		}
	}

	/**
	 * The classic editor's 'Visualizar' posts the form to post.php, which sends to WordPress's preview, then to the site.
	 */
	public function test_the_classic_editors_preview_goes_to_the_site() {
		$draft = $this->draft();
		$admin = $this->admin_session();
		$this->keep_meta( $draft, '_edit_lock' );
		$edit  = $admin->get( $this->site( '/wp-admin/post.php?post=' . $draft . '&action=edit' ) )->body;
		$saved = $admin->post_form(
			$this->site( '/wp-admin/post.php' ),
			array(
				'_wpnonce'             => $this->field( $edit, '_wpnonce' ),
				'action'               => 'editpost',
				'post_ID'              => $draft,
				'post_type'            => 'post',
				'original_post_status' => 'draft',
				'user_ID'              => $this->field( $edit, 'user_ID' ),
				'post_title'           => 'Rascunho visualizado no editor clássico',
				'content'              => '<p>Texto do editor clássico.</p>',
				'wp-preview'           => 'dopreview',
			)
		);
		$this->assertSame( 302, $saved->status );
		$wordpress_preview = (string) $saved->header( 'Location' );
		$this->assertStringContainsString( 'preview=true', $wordpress_preview );
		$this->assert_sent_to_the_site( $admin->get( $wordpress_preview ), $draft );
	}

	/**
	 * The preview of a published post's unsaved edits (preview_id and preview_nonce) goes to the site.
	 */
	public function test_the_preview_of_a_published_posts_edits_goes_to_the_site() {
		$this->log_in_as_admin();
		$post = $this->create_post( array( 'post_title' => 'Publicado com edições' ) );
		wp_set_current_user( 0 );
		$admin = $this->admin_session();
		$nonce = $this->preview_nonce( $admin, $post );
		$this->assert_sent_to_the_site( $admin->get( get_permalink( $post ) . '?preview_id=' . $post . '&preview_nonce=' . $nonce . '&preview=true' ), $post );
	}

	/**
	 * WordPress's preview nonce of a post for the administrator's session, as the editor gets it with its autosave.
	 *
	 * @param Curadoria_Http_Client $admin Administrator's session.
	 * @param int                   $post  Post ID.
	 * @return string
	 */
	private function preview_nonce( Curadoria_Http_Client $admin, $post ) {
		$edit = $admin->get( $this->site( '/wp-admin/post.php?post=' . $post . '&action=edit' ) )->body;
		$this->assertSame( 1, preg_match( '/wpApiSettings = \{[^}]*"nonce":"([0-9a-f]+)"/', $edit, $rest_nonce ), 'the REST nonce' );
		$autosave = $admin->request(
			'POST',
			$this->site( '/wp-json/wp/v2/posts/' . $post . '/autosaves' ),
			array(
				'Content-Type' => 'application/json',
				'X-WP-Nonce'   => $rest_nonce[1],
			),
			wp_json_encode(
				array(
					'title'   => 'Título novo ainda não salvo',
					'content' => '<p>Edição não salva.</p>',
				)
			)
		);
		$this->assertSame( 200, $autosave->status, $autosave->body );
		parse_str( (string) wp_parse_url( (string) $autosave->json()['preview_link'], PHP_URL_QUERY ), $query );
		return (string) $query['preview_nonce'];
	}

	/**
	 * A visitor's ?preview=true is left to WordPress (which shows nothing of a draft).
	 */
	public function test_a_visitor_is_not_sent_anywhere() {
		$draft  = $this->draft();
		$answer = $this->http()->get( $this->site( '/?p=' . $draft . '&preview=true' ) );
		$this->assertNull( $answer->header( 'Location' ) );
	}
}
