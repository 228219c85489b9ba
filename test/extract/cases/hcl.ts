import type { LanguageCase } from './types.js';

export const hcl: LanguageCase = {
  language: 'hcl',
  dir: 'hcl',
  files: [
    {
      file: 'main.tf',
      finds: 'providers, locals entries, resources and data sources by type and name, and modules',
      definitions: [
        ['module', 'aws', 6, 'provider "aws"'],
        ['variable', 'create_vpc', 11, '  create_vpc = var.create && var.enabled'],
        ['variable', 'azs', 12, '  azs        = slice(data.aws_availability_zones.available.names, 0, 3)'],
        ['variable', 'tags', 13, '  tags = { …'],
        // a resource is qualified by its type, as its address reads
        ['class', 'aws_vpc.this', 19, 'resource "aws_vpc" "this"'],
        ['class', 'aws_subnet.private', 25, 'resource "aws_subnet" "private"'],
        ['class', 'aws_availability_zones.available', 38, 'data "aws_availability_zones" "available"'],
        ['module', 'endpoints', 42, 'module "endpoints"'],
        ['module', 'remote', 47, 'module "remote"'],
        ['class', 'aws_iam_policy.logs', 52, 'resource "aws_iam_policy" "logs"'],
      ],
      // a dynamic block's name, attributes of blocks and the keys of an object are not definitions
      locals: ['tag', 'Name', 'cidr_block', 'required_version', 'count'],
      endLines: { 'aws_vpc.this': 23, tags: 15 },
      body: { pattern: /cidr_block|for_each|source =|EOT/ },
      referenceKinds: {
        create: ['member'], // var.create
        create_vpc: ['member'], // local.create_vpc
        available: ['member'], // data.aws_availability_zones.available.names
        this: ['member'], // aws_vpc.this[0].id
        merge: ['call'],
        each: [],
        key: ['member'], // tag.key: a dynamic block's iterator reads like a resource
      },
      firstReferences: [{ name: 'this', has: { line: 27, count: 2 } }],
      imports: [
        { specifier: './modules/endpoints', names: [], line: 42 },
        { specifier: 'terraform-aws-modules/vpc/aws', names: [], line: 47 },
      ],
    },
    {
      file: 'variables.tf',
      finds: 'variables and outputs, with their doc comments',
      definitions: [
        ['variable', 'region', 1, 'variable "region"'],
        ['variable', 'create', 7, 'variable "create"'],
        ['variable', 'extra_tags', 12, 'variable "extra_tags"'],
        ['field', 'vpc_id', 19, 'output "vpc_id"'],
        ['field', 'endpoint_ids', 24, 'output "endpoint_ids"'],
      ],
      referenceKinds: { endpoints: ['member'], this: ['member'], try: ['call'] },
      imports: [],
    },
    {
      file: 'terraform.tfvars',
      finds: 'nothing: a variables file assigns values',
      definitions: [],
    },
  ],
};
