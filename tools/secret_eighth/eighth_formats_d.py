"""Marketing automation and CRM: Mautic, ActiveCampaign, Klaviyo, Pipedrive, Zoho CRM,
Customer.io, Intercom, GetResponse."""

# ruff: noqa: E501 -- templates hold whole lines of the files as they sit in repositories

from __future__ import annotations

import base64
import random

from eighth_corpus import SYM_SQ, Ctx, Out, an, fill, fmt, hx, pick, pw, uid

F = "marketing_automation_crm"
LOWAN = "abcdefghijklmnopqrstuvwxyz0123456789"


@fmt(F, "mautic_app_config_local_php_parameters_db_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_SQ.replace("$", ""))
    text = fill(
        """
        <?php
        $parameters = array(
            'db_driver' => 'pdo_mysql',
            'db_host' => '<<host>>',
            'db_table_prefix' => null,
            'db_port' => '3306',
            'db_name' => 'mautic',
            'db_user' => 'mautic',
            'db_password' => '<<s>>',
            'db_backup_tables' => 1,
            'db_backup_prefix' => 'bak_',
            'secret_key' => '<<key>>',
            'site_url' => 'https://marketing.<<dom>>',
            'mailer_from_name' => '<<org>>',
            'mailer_from_email' => 'news@<<dom>>',
            'mailer_transport' => 'smtp',
            'mailer_spool_type' => 'file',
        );
        """,
        host=c.host("db"),
        s=s,
        key=hx(rng, 64),
        dom=c.domain,
        org=c.org,
    )
    return Out(
        pick(
            rng,
            "app/config/local.php",
            "mautic/config/local.php",
            f"docroot/{c.short}/app/config/local.php",
        ),
        text,
        s,
    )


@fmt(F, "activecampaign_api_token_header_php_curl")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 72)
    text = fill(
        """
        <?php
        $account = '<<short>>';
        $ch = curl_init("https://{$account}.api-us1.com/api/3/contacts");
        curl_setopt_array($ch, [
            CURLOPT_POST => true,
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_HTTPHEADER => [
                'Api-Token: <<s>>',
                'Content-Type: application/json',
            ],
            CURLOPT_POSTFIELDS => json_encode(['contact' => ['email' => $_POST['email']]]),
        ]);
        $res = curl_exec($ch);
        curl_close($ch);
        """,
        short=c.short,
        s=s,
    )
    return Out(
        pick(
            rng,
            "public/subscribe.php",
            "wp-content/themes/site/ac-subscribe.php",
            f"forms/{c.short}_signup.php",
        ),
        text,
        s,
    )


@fmt(F, "klaviyo_api_python_sdk_private_key_pk")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = "pk_" + hx(rng, 34)
    text = fill(
        """
        from klaviyo_api import KlaviyoAPI

        klaviyo = KlaviyoAPI("<<s>>", max_delay=60, max_retries=3)


        def push_order(order: dict) -> None:
            klaviyo.Events.create_event({
                "data": {
                    "type": "event",
                    "attributes": {
                        "properties": {"OrderId": order["id"], "Value": order["total"]},
                        "metric": {"data": {"type": "metric", "attributes": {"name": "Placed Order"}}},
                        "profile": {"data": {"type": "profile", "attributes": {"email": order["email"]}}},
                    },
                }
            })
        """,
        s=s,
    )
    return Out(
        pick(
            rng, "shop/klaviyo_events.py", "integrations/klaviyo.py", f"{c.short}_shop/marketing.py"
        ),
        text,
        s,
    )


@fmt(F, "pipedrive_api_token_query_param_node_fetch")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 40)
    text = fill(
        """
        const COMPANY = '<<short>>';
        const API_TOKEN = '<<s>>';

        export async function openDeals() {
          const url = `https://${COMPANY}.pipedrive.com/api/v1/deals?status=open&limit=500&api_token=${API_TOKEN}`;
          const res = await fetch(url);
          if (!res.ok) throw new Error(`pipedrive ${res.status}`);
          const { data } = await res.json();
          return data;
        }
        """,
        short=c.short,
        s=s,
    )
    return Out(
        pick(rng, "src/pipedrive.js", "lib/crm/deals.mjs", f"jobs/{c.short}-pipedrive.js"), text, s
    )


@fmt(F, "zoho_crm_oauth_refresh_token_python_dict")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = f"1000.{hx(rng, 32)}.{hx(rng, 32)}"
    text = fill(
        """
        import requests

        ZOHO = {
            "accounts_url": "https://accounts.zoho.eu",
            "client_id": "1000.<<cid>>",
            "client_secret": "<<csec>>",
            "refresh_token": "<<s>>",
        }


        def access_token() -> str:
            r = requests.post(
                f"{ZOHO['accounts_url']}/oauth/v2/token",
                params={
                    "refresh_token": ZOHO["refresh_token"],
                    "client_id": ZOHO["client_id"],
                    "client_secret": ZOHO["client_secret"],
                    "grant_type": "refresh_token",
                },
                timeout=20,
            )
            return r.json()["access_token"]
        """,
        cid=an(rng, 30, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        csec=hx(rng, 42),
        s=s,
    )
    return Out(pick(rng, "crm/zoho_auth.py", "sync/zoho.py", f"{c.short}_crm/token.py"), text, s)


@fmt(F, "customerio_ruby_client_site_id_track_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 20)
    text = fill(
        """
        # config/initializers/customerio.rb
        require "customerio"

        $customerio = Customerio::Client.new(
          "<<site>>",
          "<<s>>",
          region: Customerio::Regions::EU
        )
        """,
        site=hx(rng, 20),
        s=s,
    )
    return Out(
        pick(
            rng,
            "config/initializers/customerio.rb",
            "app/lib/customerio_client.rb",
            f"{c.short}/config/initializers/cio.rb",
        ),
        text,
        s,
    )


@fmt(F, "intercom_access_token_bearer_go_http")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    raw = f"tok:{uid(rng).replace('-', '_')}:1:0"
    s = base64.b64encode(raw.encode()).decode()
    text = fill(
        """
        package support

        import (
        <<TAB>>"net/http"
        <<TAB>>"strings"
        )

        const intercomToken = "<<s>>"

        func NewConversationNote(id, body string) (*http.Response, error) {
        <<TAB>>req, err := http.NewRequest("POST",
        <<TAB>><<TAB>>"https://api.intercom.io/conversations/"+id+"/reply",
        <<TAB>><<TAB>>strings.NewReader(`{"message_type":"note","type":"admin","body":"`+body+`"}`))
        <<TAB>>if err != nil {
        <<TAB>><<TAB>>return nil, err
        <<TAB>>}
        <<TAB>>req.Header.Set("Authorization", "Bearer "+intercomToken)
        <<TAB>>req.Header.Set("Intercom-Version", "2.11")
        <<TAB>>req.Header.Set("Content-Type", "application/json")
        <<TAB>>return http.DefaultClient.Do(req)
        }
        """,
        s=s,
    )
    return Out(
        pick(
            rng,
            "internal/support/intercom.go",
            "pkg/crm/intercom.go",
            f"cmd/{c.short}-notes/intercom.go",
        ),
        text,
        s,
    )


@fmt(F, "getresponse_x_auth_token_api_key_curl_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 32, LOWAN)
    text = fill(
        """
        #!/usr/bin/env bash
        # add a contact to the newsletter campaign
        EMAIL="$1"
        curl -sS -X POST https://api.getresponse.com/v3/contacts \\
          -H "X-Auth-Token: api-key <<s>>" \\
          -H "Content-Type: application/json" \\
          -d "{\\"email\\": \\"$EMAIL\\", \\"campaign\\": {\\"campaignId\\": \\"<<camp>>\\"}}"
        """,
        s=s,
        camp=an(rng, 5),
    )
    return Out(
        pick(
            rng, "bin/gr-subscribe.sh", "scripts/newsletter_add.sh", f"ops/{c.short}-getresponse.sh"
        ),
        text,
        s,
    )
