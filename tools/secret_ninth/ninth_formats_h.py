"""Family payment_gateways_regional: regional payment gateways and billing engines."""

from __future__ import annotations

import base64
import random
import re

from ninth_corpus import ALNUM, SYM_SQ, Ctx, Out, an, fill, fmt, hx, pick, uid, words_pw

F = "payment_gateways_regional"


def _elixir_b64(text: str) -> str:
    return "\n".join(
        base64.b64decode(m).decode() for m in re.findall(r'Base\.decode64!\("([^"]+)"\)', text)
    )


@fmt(F, "payu_india_merchant_salt_php_constants")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 32)
    t = fill(
        """
        <?php
        // PayU India hosted checkout
        $MERCHANT_KEY = "<<k>>";
        $SALT = "<<s>>";
        $PAYU_BASE_URL = "https://secure.payu.in";

        $hashSequence = "key|txnid|amount|productinfo|firstname|email|||||||||||";
        $hash = strtolower(hash('sha512', $hashVarsSeq . $SALT));
        """,
        s=s,
        k=an(rng, 6),
    )
    return Out(
        pick(rng, "payu/config.php", "checkout/payu_hash.php", f"{c.short}/payments/payu.php"), t, s
    )


@fmt(F, "ccavenue_working_key_java_servlet")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 32, upper=True)
    t = fill(
        """
        package com.<<pkg>>.pay;

        public class CcavenueConfig {
            public static final String MERCHANT_ID = "<<mid>>";
            public static final String ACCESS_CODE = "AV<<ac>>";
            public static final String WORKING_KEY = "<<s>>";
            public static final String REDIRECT_URL = "https://<<h>>/ccavResponseHandler";
        }
        """,
        s=s,
        pkg=c.short,
        mid=rng.randint(100000, 999999),
        ac=an(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        h=c.host("shop"),
    )
    return Out(
        pick(
            rng,
            f"src/main/java/com/{c.short}/pay/CcavenueConfig.java",
            "app/src/CcavenueConfig.java",
            "payments/CcavenueConfig.java",
        ),
        t,
        s,
    )


@fmt(F, "moneris_gateway_python_store_api_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 20)
    t = fill(
        """
        from moneris import Purchase, mpgHttpsPost

        STORE_ID = "monca<<n>>"
        API_TOKEN = "<<s>>"

        purchase = Purchase(order_id, "1.00", "4242424242424242", "2812", "7")
        req = mpgHttpsPost("www3.moneris.com", STORE_ID, API_TOKEN, purchase)
        req.postRequest()
        """,
        s=s,
        n=rng.randint(10000, 99999),
    )
    return Out(
        pick(rng, "billing/moneris_gateway.py", "pos/moneris.py", f"{c.short}/pay/moneris.py"), t, s
    )


@fmt(F, "payfast_php_config_array_passphrase")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = words_pw(rng, sym="-_.")
    t = fill(
        """
        <?php
        return [
            'payfast' => [
                'merchant_id'  => '<<mid>>',
                'merchant_key' => '<<mk>>',
                'passphrase'   => '<<s>>',
                'testmode'     => false,
                'return_url'   => 'https://<<h>>/checkout/done',
                'notify_url'   => 'https://<<h>>/payfast/itn',
            ],
        ];
        """,
        s=s,
        mid=rng.randint(10000000, 19999999),
        mk=an(rng, 13, "abcdefghijklmnopqrstuvwxyz0123456789"),
        h=c.host("shop"),
    )
    return Out(
        pick(rng, "config/payfast.php", "app/config/payments.php", f"{c.short}/payfast.php"), t, s
    )


@fmt(F, "mangopay_elixir_config_base64_decoded_api_key", decode=_elixir_b64)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 50)
    t = fill(
        """
        import Config

        config :mangopay,
          client_id: "<<cid>>",
          passphrase: Base.decode64!("<<enc>>"),
          base_url: "https://api.mangopay.com"
        """,
        enc=base64.b64encode(s.encode()).decode(),
        cid=pick(rng, c.short, c.short + "prod", "marketplace" + c.short),
    )
    return Out(
        pick(rng, "config/prod.exs", "config/runtime.exs", f"apps/{c.short}_pay/config/prod.exs"),
        t,
        s,
    )


@fmt(F, "lago_ruby_client_uuid_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = uid(rng)
    t = fill(
        """
        require 'lago-ruby-client'

        client = Lago::Api::Client.new(
          api_key: '<<s>>',
          api_url: 'https://<<h>>'
        )
        client.events.create(
          transaction_id: SecureRandom.uuid,
          external_subscription_id: sub_id,
          code: 'api_calls',
          properties: { count: 1 }
        )
        """,
        s=s,
        h=c.host("billing"),
    )
    return Out(
        pick(rng, "lib/billing/lago_usage.rb", "app/services/lago_client.rb", f"{c.short}/lago.rb"),
        t,
        s,
    )


@fmt(F, "billplz_curl_basic_auth_uuid_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = uid(rng)
    t = fill(
        """
        #!/bin/sh
        curl https://www.billplz.com/api/v3/bills \\
          -u <<s>>: \\
          -d collection_id=<<col>> \\
          -d email=<<email>> \\
          -d name="<<person>>" \\
          -d amount=<<amt>> \\
          -d callback_url="https://<<h>>/billplz/webhook" \\
          -d description="Invoice <<inv>>"
        """,
        s=s,
        col=an(rng, 8, "abcdefghijklmnopqrstuvwxyz0123456789"),
        email=c.email,
        person=c.person,
        amt=rng.randint(500, 90000),
        h=c.host("api"),
        inv=rng.randint(1000, 9999),
    )
    return Out(
        pick(rng, "scripts/billplz_bill.sh", "ops/create-bill.sh", f"{c.short}/billplz.sh"), t, s
    )


_ = (SYM_SQ, ALNUM)
