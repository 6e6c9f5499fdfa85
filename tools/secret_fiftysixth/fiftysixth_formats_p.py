"""Family p: M-Pesa integration freelancers in Nairobi, Kenya (English, Swahili, Sheng)."""

# ruff: noqa: E501

from __future__ import annotations

from fiftysixth_spec import Fam, alnum, b64, hexs

FAM = Fam(
    "nairobi_mpesa_integrators",
    "nbompesa",
    ("safaristack", "kilimanjaropay", "tuskerdev", "ngongroadlabs"),
    "co.ke",
    (
        ("Wanjiru", "wanjiru"),
        ("Otieno", "otieno"),
        ("Achieng", "achieng"),
        ("Kamau", "kamau"),
        ("Njeri", "njeri"),
        ("Kipchoge", "kipchoge"),
        ("Amina", "amina"),
    ),
    (
        ("Mwangi", "mwangi"),
        ("Odhiambo", "odhiambo"),
        ("Wambui", "wambui"),
        ("Kiprono", "kiprono"),
        ("Mutua", "mutua"),
        ("Hassan", "hassan"),
    ),
    (
        "nairobi",
        "safari",
        "simba",
        "tembo",
        "chai",
        "ugali",
        "nyama",
        "matatu",
        "kenya",
        "jua",
        "mvua",
        "kiangazi",
        "harambee",
        "pesa",
        "mambo",
        "poa",
        "rafiki",
        "sheng",
        "kilimanjaro",
        "tusker",
    ),
    ("simba", "bingo", "jimmy", "snoopy", "chui", "kiki"),
    "Nairobi",
    "+254 20",
)

FAM.reg(
    "daraja_env_consumer_secret_passkey",
    ("<<org>>-mpesa/.env", "clients/<<word>>-shop/mpesa/.env.production"),
    """# Safaricom Daraja — LIVE (paybill <<paybill>>)
MPESA_ENV=production
MPESA_CONSUMER_KEY=<<ckey>>
MPESA_CONSUMER_SECRET=<<cred>>
MPESA_SHORTCODE=<<paybill>>
MPESA_PASSKEY=<<passkey>>
MPESA_CALLBACK_URL=https://api.<<dom>>/mpesa/callback
""",
    "alnum:64",
    syntax="",
    extra=lambda rng, s: s.update(
        paybill=rng.randint(100000, 999999), ckey=alnum(rng, 48), passkey=hexs(rng, 64)
    ),
)

FAM.reg(
    "django_settings_py_africastalking_api_key",
    ("<<org>>/<<word>>/settings/production.py", "<<word>>-backend/config/settings.py"),
    """from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["api.<<dom>>", "<<dom>>"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "<<word>>",
        "USER": "<<word>>",
        "PASSWORD": os.environ.get("DB_PASSWORD", ""),  # noqa: F405
        "HOST": "<<host>>",
    }
}

# Africa's Talking (SMS za kuthibitisha malipo)
AFRICASTALKING_USERNAME = "<<org>>"
AFRICASTALKING_API_KEY = "<<cred>>"
AFRICASTALKING_SENDER_ID = "<<org_upper>>"
""",
    "p:atsk",
    extra=lambda rng, s: s.update(org_upper=str(s["org"]).upper()[:11]),
)

FAM.reg(
    "swahili_whatsapp_nenosiri_server",
    ("chats/WhatsApp Chat with <<fb>> <<lb>>.txt", "clients/<<org>>/whatsapp-<<date>>.txt"),
    """<<dmy>>, <<m1>> - <<first>> <<last>>: Mambo bro, callback ya M-Pesa imekataa tena, unaweza ingia kwa server?
<<dmy>>, <<m2>> - <<fb>> <<lb>>: Poa, nitumie login
<<dmy>>, <<m3>> - <<first>> <<last>>: ssh deploy@<<pub_ip>>
<<dmy>>, <<m3>> - <<first>> <<last>>: nenosiri ni <<cred>>
<<dmy>>, <<m4>> - <<fb>> <<lb>>: sawa, nimeingia. Nitaibadilisha nikimaliza 👍
""",
    "human",
)

FAM.reg(
    "phoenix_prod_secret_exs_database_password",
    ("<<org>>_pay/config/prod.secret.exs", "<<word>>_api/config/runtime.exs"),
    """import Config

config :<<word>>_api, <<word_mod>>Api.Repo,
  username: "<<word>>",
  password: "<<cred>>",
  hostname: "<<host>>",
  database: "<<word>>_prod",
  pool_size: 15

config :<<word>>_api, <<word_mod>>ApiWeb.Endpoint,
  http: [ip: {0, 0, 0, 0}, port: 4000],
  secret_key_base: "<<skb>>"
""",
    "pw_dq",
    syntax="",
    extra=lambda rng, s: s.update(word_mod=str(s["word"]).capitalize(), skb=b64(rng, 48)),
)

FAM.reg(
    "flutterwave_secret_key_express_config_js",
    ("<<org>>-checkout/config/payments.js", "<<word>>-api/src/config/flutterwave.js"),
    """'use strict';

// Flutterwave (kadi na M-Pesa kupitia Rave) — live keys
module.exports = {
  flutterwave: {
    publicKey: 'FLWPUBK-<<pubk>>-X',
    secretKey: process.env.FLW_SECRET_KEY || '<<cred>>',
    encryptionKey: '<<enck>>',
    webhookHash: process.env.FLW_WEBHOOK_HASH,
  },
  currency: 'KES',
};
""",
    "p:flw",
    syntax="",
    extra=lambda rng, s: s.update(pubk=hexs(rng, 32), enck=hexs(rng, 24)),
)

FAM.reg(
    "woodpecker_yml_drone_ssh_inline_password",
    ("<<org>>-api/.woodpecker.yml", "<<word>>-backend/.woodpecker/deploy.yml"),
    """when:
  - event: push
    branch: main

steps:
  - name: test
    image: python:3.12
    commands:
      - pip install -r requirements.txt
      - pytest -q

  - name: deploy
    image: appleboy/drone-ssh
    settings:
      host: <<pub_ip>>
      username: deploy
      password: '<<cred>>'
      port: 22
      script:
        - cd /srv/<<word>> && git pull && systemctl restart <<word>>
""",
    "pw_sq",
)

FAM.reg(
    "nixos_configuration_nix_initial_password",
    ("<<org>>-nixos/hosts/<<word>>/configuration.nix", "nixos/<<host>>/configuration.nix"),
    """{ config, pkgs, ... }:

{
  imports = [ ./hardware-configuration.nix ];

  networking.hostName = "<<word>>-<<n>>";
  time.timeZone = "Africa/Nairobi";

  users.users.<<ulogin>> = {
    isNormalUser = true;
    extraGroups = [ "wheel" "docker" ];
    initialPassword = "<<cred>>";
  };

  services.openssh.enable = true;
  services.postgresql.enable = true;
  system.stateVersion = "24.05";
}
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: s.update(ulogin=str(s["user"]).replace(".", "_")),
)

FAM.reg(
    "pulumi_stack_yaml_plaintext_config_key",
    ("<<org>>-infra/Pulumi.prod.yaml", "<<word>>-pulumi/Pulumi.production.yaml"),
    """config:
  aws:region: af-south-1
  <<word>>:domain: api.<<dom>>
  <<word>>:dbPassword:
    secure: v1:<<secure>>
  <<word>>:mpesaConsumerSecret: <<cred>>
  <<word>>:instanceType: t3.medium
""",
    "alnum:64",
    extra=lambda rng, s: s.update(secure=b64(rng, 48)),
)
