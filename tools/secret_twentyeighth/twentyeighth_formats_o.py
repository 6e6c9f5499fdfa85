"""Family: wigmakers (hairpieces, theatre wigs, medical wig clients, lace and hair stock)."""
# ruff: noqa: E501

from __future__ import annotations

from twentyeighth_spec import alnum, human, reg

F = "wigmaker_hairpiece_perruque"

reg(
    F,
    "wigmaker_client_records_mongodb_srv_env",
    ("clients-app/.env.local", "<<org>>-clients/.env"),
    """NODE_ENV=production
MONGODB_URI=mongodb+srv://wigstudio:<<v>>@cluster0.<<hex8>>.mongodb.net/clients?retryWrites=true&w=majority
SESSION_TTL=3600
""",
    "pw_url",
    "",
)

reg(
    F,
    "wigmaker_hair_supplier_french_email_identifiants",
    ("mail/fournisseur-cheveux-<<nn>>.eml", "<<org>>/courrier/acces_espace_pro_<<mm>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<first2>> <<last2>> <<<f>>@<<dom>>>
Subject: Vos identifiants espace professionnel
Date: Fri, <<d>> <<mon>> <<y>> 10:<<mi>>:44 +0100
Content-Type: text/plain; charset=utf-8

Bonjour <<first2>>,

Comme convenu au téléphone, voici vos accès à l'espace pro (cheveux Remy, tulle et lace suisse) :

Identifiant : <<user>>
Mot de passe : <<v>>

Les commandes passées avant 14h partent le jour même.

Bien cordialement,
<<first>> <<last>>
""",
    "human",
    "",
)

reg(
    F,
    "wigmaker_theatre_orders_hubspot_python",
    ("crm/theatre_orders.py", "<<org>>/scripts/hubspot_deals.py"),
    """from hubspot import HubSpot

api = HubSpot(access_token="<<v>>")

deals = api.crm.deals.basic_api.get_page(limit=100, properties=["dealname", "amount", "fitting_date"])
for d in deals.results:
    print(d.properties["dealname"], d.properties.get("fitting_date"))
""",
    "p:hubspot",
)

reg(
    F,
    "wigmaker_shop_prestashop_parameters_php",
    ("shop/app/config/parameters.php", "<<org>>-boutique/app/config/parameters.php"),
    """<?php return array (
  'parameters' =>
  array (
    'database_host' => '127.0.0.1',
    'database_port' => '',
    'database_name' => '<<org>>_shop',
    'database_user' => '<<org>>_ps',
    'database_password' => '<<v>>',
    'database_prefix' => 'ps_',
    'mailer_transport' => 'smtp',
    'ps_caching' => 'CacheMemcache',
    'locale' => 'fr-FR',
  ),
);
""",
    "pw_sq",
    "",
)

reg(
    F,
    "wigmaker_referrals_portal_email_reply_quoted",
    ("mail/<<y>>/Re_referral_portal.eml", "<<org>>/inbox/re-portal-login-<<nn>>.eml"),
    """From: <<first2>> <<last2>> <<<f>>@<<dom>>>
To: <<first>> <<last>> <<<email>>>
Subject: Re: referral portal
Date: Mon, <<d>> <<mon>> <<y>> 09:<<mi>>:31 +0000

Morning - it's the studio email and the password is <<v>>
(all one word). The hospital only sends the wig vouchers through there now.

<<first2>>

On <<d>> <<mon>> <<y>>, <<first>> <<last>> wrote:
> I'm covering fittings on Thursday, how do I get into the referral portal to see the new patients?
""",
    "human",
    "",
)

reg(
    F,
    "wigmaker_instagram_scheduler_meta_token_env",
    ("scheduler/.env", "<<org>>-social/.env.production"),
    """IG_BUSINESS_ACCOUNT_ID=1784<<nn>><<nn>><<nn>>
META_ACCESS_TOKEN=<<v>>
POST_TIMES=09:00,18:30
""",
    lambda rng: "EAAG" + alnum(rng, 180),
    "",
)

reg(
    F,
    "wigmaker_lace_stock_supplier_logins_tsv",
    ("stock/suppliers_<<y>>.tsv", "<<org>>/Stock/lace_and_hair.tsv"),
    """supplier\titem\tportal\tlogin\tpassword\tnotes
<<Org>> Lace\tSwiss lace, French top\thttps://trade.<<dom>>\t<<email>>\t<<v>>\tmin order 2m
Hair Direct\tRemy 16in\thttps://b2b.<<dom>>\t<<user>>\t<<v2>>\tpays by card
""",
    "pw_bare",
    "",
    extra=lambda rng, s: {"v2": human(rng, "")},
)

reg(
    F,
    "wigmaker_studio_backup_restic_env_sh",
    ("backup/restic-env.sh", "home/<<f>>/.restic/<<org>>.env"),
    """# source before running restic: photos of client head blocks + measurement sheets
export RESTIC_REPOSITORY=s3:s3.eu-west-2.amazonaws.com/<<org>>-studio-backup
export RESTIC_PASSWORD='<<v>>'
export AWS_DEFAULT_REGION=eu-west-2
""",
    "pw_sq",
    "",
)
