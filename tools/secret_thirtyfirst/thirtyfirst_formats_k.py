"""Family k: chocolatiers and praline ateliers."""
# ruff: noqa: E501

from thirtyfirst_spec import alnum, reg

F = "chocolatier_praline_atelier"

reg(
    F,
    "chocolatier_shop_django_settings_email",
    ["atelier/settings/production.py", "<<org>>_shop/settings_prod.py"],
    """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]

EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
EMAIL_HOST = "smtp.<<dom>>"
EMAIL_PORT = 587
EMAIL_USE_TLS = True
EMAIL_HOST_USER = "orders@<<dom>>"
EMAIL_HOST_PASSWORD = "<<cred>>"
""",
    "pw:dq",
)

reg(
    F,
    "chocolatier_korean_kakaotalk_bimilbeonho",
    ["KakaoTalk/KakaoTalkChats_<<dd>><<mm>>.txt", "exports/kakao_<<first>>_<<n>>.txt"],
    """<<year>>년 <<mm>>월 <<dd>>일 오후 <<hh>>:<<mi>>, <<fname2>> : 쇼핑몰 관리자 페이지 비밀번호 바뀌었어요?
<<year>>년 <<mm>>월 <<dd>>일 오후 <<hh>>:<<mi>>, <<fname>> : 네 아이디 <<user>>
<<year>>년 <<mm>>월 <<dd>>일 오후 <<hh>>:<<mi>>, <<fname>> : 비밀번호 <<cred>>
<<year>>년 <<mm>>월 <<dd>>일 오후 <<hh>>:<<mi>>, <<fname2>> : 감사합니다! 프랄린 선물세트 주문 처리할게요
""",
    "h:any",
)

reg(
    F,
    "chocolatier_checkout_stripe_webhook_env_local",
    ["shop/.env.local", "<<org>>-next/.env.local"],
    """NEXT_PUBLIC_SITE_URL=https://<<dom>>
NEXT_PUBLIC_STRIPE_PK=pk_live_<<pk>>
STRIPE_WEBHOOK_SIGNING=whsec_<<cred>>
""",
    "alnum:32",
    extra=lambda r: {"pk": alnum(r, 40)},
)

reg(
    F,
    "chocolatier_cocoa_importer_sublime_sftp_json",
    ["import-docs/sftp-config.json", "<<org>>/cocoa/sftp-config.json"],
    """{
    "type": "sftp",
    "save_before_upload": true,
    "upload_on_save": false,
    "host": "sftp.<<dom>>",
    "user": "<<user>>",
    "password": "<<cred>>",
    "port": "22",
    "remote_path": "/incoming/contracts/"
}
""",
    "h:json",
)

reg(
    F,
    "chocolatier_gift_box_print_terraform_tfvars",
    ["infra/terraform.tfvars", "<<org>>-infra/prod-<<n>>.auto.tfvars"],
    """region          = "eu-central-1"
shop_domain     = "<<dom>>"
print_api_url   = "https://api.<<dom>>/print"
print_api_key   = "<<cred>>"
bucket_labels   = "<<org>>-labels"
""",
    "xh:pp_live_:40",
)

reg(
    F,
    "chocolatier_mould_inventory_airtable_js",
    ["scripts/moulds.js", "<<org>>/inventory/airtable-<<n>>.js"],
    """import Airtable from 'airtable';

const base = new Airtable({ apiKey: '<<cred>>' }).base('app<<aid>>');

export async function lowStock() {
  const rows = await base('Moulds').select({ filterByFormula: '{Qty} < 3' }).all();
  return rows.map((r) => r.get('Name'));
}
""",
    "p:airtable",
    extra=lambda r: {"aid": alnum(r, 14)},
)

reg(
    F,
    "chocolatier_staff_handbook_text",
    ["handbook/Staff handbook v<<n>>.txt", "Docs/<<org>>/handbook-<<year>>.txt"],
    """6. Opening up
Turn on the tempering machines first (they need 40 minutes).
The till tablet logs in by itself. If it asks, the shop account is
<<email>> and the password is <<cred>> (do not change it, the card
reader uses the same login).

7. Allergens
Every praline tray carries the nut label. No exceptions.
""",
    "h:any",
)

reg(
    F,
    "chocolatier_label_lib_pypirc",
    ["home/<<user>>/.pypirc", "<<org>>-labels/.pypirc"],
    """[distutils]
index-servers =
    pypi

[pypi]
username = __token__
password = <<cred>>
""",
    "p:pypi",
)
