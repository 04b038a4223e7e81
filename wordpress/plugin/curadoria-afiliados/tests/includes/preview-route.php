<?php
/**
 * Tests of includes/preview-route.php: GET /curadoria/v1/preview/{id} answers
 * a post as the posts route does, with its newer autosave, and every refusal
 * the same 401 that says nothing of the post.
 *
 * @package CuradoriaAfiliados
 */

/**
 * The route in-process.
 */
final class Preview_Route_Test extends Curadoria_Test_Case {

	use Curadoria_Uploads;

	/** The draft's title, which no refusal may carry. */
	private const TITLE = 'Rascunho secreto da cafeteira';

	/**
	 * Uploads and the test clock are not left behind.
	 */
	protected function tearDown(): void {
		$this->delete_uploads();
		wp_delete_file( CURADORIA_TEST_CLOCK_FILE );
		parent::tearDown();
	}

	/**
	 * GET the preview of a post with a token.
	 *
	 * @param int   $post_id Post ID.
	 * @param mixed $token   Token (null: none).
	 * @return WP_REST_Response
	 */
	private function preview( $post_id, $token ) {
		return $this->rest( 'GET', '/curadoria/v1/preview/' . $post_id, null === $token ? array() : array( 'token' => $token ) );
	}

	/**
	 * A response as the site receives it (links embedded where asked).
	 *
	 * @param WP_REST_Response $response Response.
	 * @param bool             $embed    Whether to embed the links (?_embed).
	 * @return array
	 */
	private function json( WP_REST_Response $response, $embed = false ) {
		return json_decode( wp_json_encode( rest_get_server()->response_to_data( $response, $embed ) ), true );
	}

	/**
	 * A draft with a category, a picture, two offers and a price history, by the administrator.
	 *
	 * @return int Post ID.
	 */
	private function draft_with_offers() {
		$this->log_in_as_admin();
		$draft = $this->create_post(
			array(
				'post_title'    => self::TITLE,
				'post_content'  => '<p>Café forte em 30 segundos.</p>',
				'post_status'   => 'draft',
				'post_category' => array( (int) get_cat_ID( 'Casa' ) ),
			)
		);
		update_post_meta( $draft, 'offers', self::OFFERS );
		curadoria_afiliados_history_flush();
		set_post_thumbnail( $draft, $this->upload_photo( 'cafeteira-preview' ) );
		return $draft;
	}

	/**
	 * The draft comes with its content, offers, picture and category (no history yet: it begins at publication).
	 */
	public function test_a_draft_comes_with_everything_its_product_page_shows() {
		$draft = $this->draft_with_offers();
		$body  = $this->json( $this->preview( $draft, curadoria_afiliados_issue_preview_token( $draft ) ) );
		$this->assertSame( self::TITLE, $body['title']['rendered'] );
		$this->assertStringContainsString( 'Café forte em 30 segundos.', $body['content']['rendered'] );
		$this->assertSame( array( 'Amazon', 'Magalu' ), array_column( $body['meta']['offers'], 'store' ) );
		$this->assertSame( array(), $body['price_history']['points'], 'a history begins at publication' );
		$this->assertStringContainsString( 'cafeteira-preview', $body['_embedded']['wp:featuredmedia'][0]['source_url'] );
		$this->assertNotEmpty( $body['_embedded']['wp:featuredmedia'][0]['media_details']['sizes'] );
		$this->assertSame( 'Casa', $body['_embedded']['wp:term'][0][0]['name'] );
	}

	/**
	 * A post taken back to draft keeps its whole history in its preview, though nobody else may see it.
	 */
	public function test_a_post_taken_back_to_draft_comes_with_its_whole_history() {
		$post = $this->draft_with_offers();
		wp_publish_post( $post );
		wp_update_post(
			array(
				'ID'          => $post,
				'post_status' => 'draft',
			)
		);
		$body = $this->json( $this->preview( $post, curadoria_afiliados_issue_preview_token( $post ) ) );
		$this->assertSame( array( 'Amazon', 'Magalu' ), array_column( $body['price_history']['points'], 'store' ) );
		$this->assertSame( 95000, $body['price_history']['lowest_90']['price_cents'] );
	}

	/**
	 * A published post's preview is what the posts route gives a visitor with ?_embed.
	 */
	public function test_a_published_post_is_answered_as_the_posts_route_answers_it() {
		$post = $this->draft_with_offers();
		wp_publish_post( $post );
		$token   = curadoria_afiliados_issue_preview_token( $post );
		$preview = $this->json( $this->preview( $post, $token ) );
		wp_set_current_user( 0 );
		$public = $this->json( $this->rest( 'GET', '/wp/v2/posts/' . $post ), true );
		foreach ( array( 'id', 'date', 'link', 'title', 'content', 'excerpt', 'categories', 'featured_media', 'meta', 'price_history' ) as $field ) {
			$this->assertSame( $public[ $field ], $preview[ $field ], $field );
		}
		$this->assertSame( $public['_embedded']['wp:featuredmedia'][0]['source_url'], $preview['_embedded']['wp:featuredmedia'][0]['source_url'] );
		$this->assertSame( $public['_embedded']['wp:featuredmedia'][0]['media_details']['sizes'], $preview['_embedded']['wp:featuredmedia'][0]['media_details']['sizes'] );
		$this->assertSame( array_column( $public['_embedded']['wp:term'][0], 'name' ), array_column( $preview['_embedded']['wp:term'][0], 'name' ) );
	}

	/**
	 * Write an autosave of $post by the current user, saved at $modified_gmt.
	 *
	 * @param int    $post         Post ID.
	 * @param string $title        The autosave's title.
	 * @param string $modified_gmt When it was saved (Y-m-d H:i:s, UTC).
	 */
	private function autosave( $post, $title, $modified_gmt ) {
		global $wpdb;
		$autosave = wp_create_post_autosave(
			array(
				'post_ID'      => $post,
				'post_type'    => 'post',
				'post_title'   => $title,
				'post_content' => '<p>Texto ainda não salvo.</p>',
				'post_excerpt' => '',
			)
		);
		$this->assertIsInt( $autosave );
		$wpdb->update(
			$wpdb->posts,
			array(
				'post_modified_gmt' => $modified_gmt,
				'post_modified'     => get_date_from_gmt( $modified_gmt ),
			),
			array( 'ID' => $autosave )
		);
		clean_post_cache( $autosave );
	}

	/**
	 * The unsaved edits of a published post (its autosave, newer than the post) are what the preview shows.
	 */
	public function test_a_newer_autosave_is_chosen_over_the_post() {
		$post = $this->draft_with_offers();
		wp_publish_post( $post );
		$this->autosave( $post, 'Título novo, não salvo', gmdate( 'Y-m-d H:i:s', time() + 60 ) );
		$body = $this->json( $this->preview( $post, curadoria_afiliados_issue_preview_token( $post ) ) );
		$this->assertSame( 'Título novo, não salvo', $body['title']['rendered'] );
		$this->assertStringContainsString( 'Texto ainda não salvo.', $body['content']['rendered'] );
		$this->assertSame( array( 'Amazon', 'Magalu' ), array_column( $body['meta']['offers'], 'store' ), 'the rest of the post as it is' );
	}

	/**
	 * An autosave older than the post's last save is passed over.
	 */
	public function test_an_older_autosave_is_passed_over() {
		$post = $this->draft_with_offers();
		wp_publish_post( $post );
		$this->autosave( $post, 'Edição antiga, descartada', gmdate( 'Y-m-d H:i:s', time() - 3600 ) );
		$body = $this->json( $this->preview( $post, curadoria_afiliados_issue_preview_token( $post ) ) );
		$this->assertSame( self::TITLE, $body['title']['rendered'] );
	}

	/**
	 * Another user's autosave is not what the token's user previews.
	 */
	public function test_another_users_autosave_is_not_shown() {
		$post   = $this->draft_with_offers();
		$editor = wp_insert_user(
			array(
				'user_login' => 'preview-editor',
				'user_pass'  => wp_generate_password(),
				'role'       => 'editor',
			)
		);
		wp_publish_post( $post );
		wp_set_current_user( $editor );
		$this->autosave( $post, 'Edição de outra pessoa', gmdate( 'Y-m-d H:i:s', time() + 60 ) );
		$this->log_in_as_admin();
		$body = $this->json( $this->preview( $post, curadoria_afiliados_issue_preview_token( $post ) ) );
		$this->assertSame( self::TITLE, $body['title']['rendered'] );
	}

	/**
	 * Expired, forged, of another post, revoked, of a user who lost the right,
	 * missing, for a post in the trash, a page or no post: one and the same 401.
	 */
	public function test_every_refusal_is_the_same_401_and_says_nothing_of_the_post() {
		$draft         = $this->draft_with_offers();
		$token         = curadoria_afiliados_issue_preview_token( $draft );
		$other         = $this->create_post( array( 'post_status' => 'draft' ) );
		$page          = $this->create_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'draft',
			)
		);
		$trashed       = $this->create_post( array( 'post_status' => 'draft' ) );
		$trashed_token = curadoria_afiliados_issue_preview_token( $trashed );
		wp_trash_post( $trashed );

		$refusals = array(
			'forged'       => $this->preview( $draft, '1.' . ( time() + 600 ) . '.' . str_repeat( 'A', 43 ) ),
			'other post'   => $this->preview( $other, $token ),
			'no token'     => $this->preview( $draft, null ),
			'junk'         => $this->preview( $draft, 'abc' ),
			'page'         => $this->preview( $page, curadoria_afiliados_issue_preview_token( $page ) ),
			'trash'        => $this->preview( $trashed, $trashed_token ),
			'no such post' => $this->preview( 999999, $token ),
		);
		curadoria_afiliados_revoke_previews( $draft );
		$refusals['revoked'] = $this->preview( $draft, $token );
		$fresh               = curadoria_afiliados_issue_preview_token( $draft );
		$author              = $this->create_author();
		wp_set_current_user( $author );
		$own       = $this->create_post(
			array(
				'post_status' => 'draft',
				'post_author' => $author,
			)
		);
		$own_token = curadoria_afiliados_issue_preview_token( $own );
		$this->assertSame( 200, $this->preview( $own, $own_token )->get_status(), 'the token works while its user may edit' );
		( new WP_User( $author ) )->set_role( 'subscriber' );
		$refusals['lost the right'] = $this->preview( $own, $own_token );
		file_put_contents( CURADORIA_TEST_CLOCK_FILE, (string) CURADORIA_AFILIADOS_PREVIEW_TTL ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$refusals['expired'] = $this->preview( $draft, $fresh );

		$expected = array(
			'code'    => 'curadoria_preview_refused',
			'message' => 'Link de pré-visualização inválido ou expirado.',
			'data'    => array( 'status' => 401 ),
		);
		foreach ( $refusals as $case => $response ) {
			$this->assertSame( 401, $response->get_status(), $case );
			$body = $this->json( $response );
			$this->assertSame( $expected, $body, $case );
			$this->assertStringNotContainsString( 'cafeteira', strtolower( wp_json_encode( $body ) . wp_json_encode( $response->get_headers() ) ), $case );
		}
	}

	/**
	 * An author of the test.
	 *
	 * @return int User ID.
	 */
	private function create_author() {
		return (int) wp_insert_user(
			array(
				'user_login' => 'preview-author',
				'user_pass'  => wp_generate_password(),
				'role'       => 'author',
			)
		);
	}

	/**
	 * The administrator's session does not open a preview: only the token does, for the route's
	 * permission check and for its answer alike (each refuses on its own).
	 */
	public function test_a_session_without_the_token_is_refused() {
		$draft = $this->draft_with_offers();
		$this->assertSame( 401, $this->preview( $draft, null )->get_status() );
		$request = new WP_REST_Request( 'GET', '/curadoria/v1/preview/' . $draft );
		$request->set_url_params( array( 'id' => $draft ) );
		$this->assertSame( 'curadoria_preview_refused', curadoria_afiliados_rest_preview_permission( $request )->get_error_code() );
		$this->assertSame( 'curadoria_preview_refused', curadoria_afiliados_rest_preview( $request )->get_error_code() );
	}
}

/**
 * The route over HTTP: what reaches the browser.
 */
final class Preview_Route_Http_Test extends Curadoria_Http_Test_Case {

	/**
	 * A stored draft and a token for it, issued to the administrator.
	 *
	 * @return array{0: int, 1: string}
	 */
	private function draft_and_token() {
		$this->log_in_as_admin();
		$draft = $this->create_post(
			array(
				'post_title'  => 'Rascunho secreto da cafeteira',
				'post_status' => 'draft',
			)
		);
		update_post_meta( $draft, 'offers', self::OFFERS );
		return array( $draft, curadoria_afiliados_issue_preview_token( $draft ) );
	}

	/**
	 * The preview from the site's origin: the post, never stored by a cache, readable cross-origin.
	 */
	public function test_the_preview_is_never_cached_and_the_site_may_read_it() {
		list( $draft, $token ) = $this->draft_and_token();
		$answer                = $this->http()->get( $this->site( '/wp-json/curadoria/v1/preview/' . $draft . '?token=' . rawurlencode( $token ) ), array( 'Origin' => 'http://127.0.0.1:4173' ) );
		$this->assertSame( 200, $answer->status );
		$this->assertSame( 'Rascunho secreto da cafeteira', $answer->json()['title']['rendered'] );
		$this->assertSame( 'no-store', $answer->header( 'Cache-Control' ) );
		$this->assertSame( 'http://127.0.0.1:4173', $answer->header( 'Access-Control-Allow-Origin' ) );
		$this->assertNull( $answer->header( 'Access-Control-Allow-Credentials' ) );
	}

	/**
	 * Refusals are byte for byte the same, headers included, and never cached.
	 */
	public function test_refusals_are_identical_and_never_cached() {
		list( $draft, $token ) = $this->draft_and_token();
		$other                 = $this->create_post( array( 'post_status' => 'draft' ) );
		$get                   = function ( $post_id, $token ) {
			return $this->http()->get( $this->site( '/wp-json/curadoria/v1/preview/' . $post_id . '?token=' . rawurlencode( $token ) ) );
		};
		$answers               = array(
			'forged'       => $get( $draft, '1.' . ( time() + 600 ) . '.' . str_repeat( 'A', 43 ) ),
			'other post'   => $get( $other, $token ),
			'no such post' => $get( 999999, $token ),
		);
		curadoria_afiliados_revoke_previews( $draft );
		$answers['revoked'] = $get( $draft, $token );

		$first = $answers['forged'];
		foreach ( $answers as $case => $answer ) {
			$this->assertSame( 401, $answer->status, $case );
			$this->assertSame( 'no-store', $answer->header( 'Cache-Control' ), $case );
			$this->assertSame( $first->body, $answer->body, $case );
			$headers = $answer->headers;
			unset( $headers['date'] );
			$expected = $first->headers;
			unset( $expected['date'] );
			$this->assertSame( $expected, $headers, $case );
			$this->assertStringNotContainsString( 'cafeteira', strtolower( $answer->body ), $case );
		}
	}
}
